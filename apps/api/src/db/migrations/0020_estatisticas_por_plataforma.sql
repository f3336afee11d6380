-- The question's platform on each answer (resposta_questao) and its institution on each latest-answer state
-- (questao_usuario), so the per-day dashboards and the statistics search by institution and date read one
-- index range of the user's rows instead of probing each row's question (docs/performance/estatisticas.md).
-- Both are set from the question by a trigger on every insert (whatever a writer passes is replaced) and
-- carried by a trigger on a change of the question's; existing rows are filled here.
ALTER TABLE "questao_usuario" ADD COLUMN "instituicao_id" integer;--> statement-breakpoint
ALTER TABLE "resposta_questao" ADD COLUMN "plataforma_id" integer;--> statement-breakpoint
UPDATE "resposta_questao" r SET "plataforma_id" = q."plataforma_id" FROM "questao" q WHERE q."id" = r."questao_id";--> statement-breakpoint
ALTER TABLE "resposta_questao" ALTER COLUMN "plataforma_id" SET NOT NULL;--> statement-breakpoint
UPDATE "questao_usuario" e SET "instituicao_id" = q."instituicao_id" FROM "questao" q
  WHERE q."id" = e."questao_id" AND q."instituicao_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "questao_usuario_datas_idx" ON "questao_usuario" USING btree ("usuario_id","plataforma_id","ultima_em","instituicao_id","questao_id","ultima_correta");--> statement-breakpoint
CREATE INDEX "resposta_questao_plataforma_idx" ON "resposta_questao" USING btree ("usuario_id","plataforma_id","respondida_em","correta");--> statement-breakpoint
CREATE FUNCTION "resposta_questao_plataforma"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."plataforma_id" := (SELECT q."plataforma_id" FROM "questao" q WHERE q."id" = NEW."questao_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "resposta_questao_plataforma" BEFORE INSERT OR UPDATE OF "questao_id", "plataforma_id"
  ON "resposta_questao" FOR EACH ROW EXECUTE FUNCTION "resposta_questao_plataforma"();--> statement-breakpoint
CREATE FUNCTION "questao_usuario_instituicao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."instituicao_id" := (SELECT q."instituicao_id" FROM "questao" q WHERE q."id" = NEW."questao_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "questao_usuario_instituicao" BEFORE INSERT OR UPDATE OF "questao_id", "instituicao_id"
  ON "questao_usuario" FOR EACH ROW EXECUTE FUNCTION "questao_usuario_instituicao"();--> statement-breakpoint
-- A question moved to another platform or institution: its answers (its states) follow, through
-- resposta_questao_questao_idx (questao_usuario_questao_idx).
CREATE FUNCTION "questao_chaves_respostas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."plataforma_id" IS DISTINCT FROM OLD."plataforma_id" THEN
    UPDATE "resposta_questao" SET "plataforma_id" = NEW."plataforma_id" WHERE "questao_id" = NEW."id";
  END IF;
  IF NEW."instituicao_id" IS DISTINCT FROM OLD."instituicao_id" THEN
    UPDATE "questao_usuario" SET "instituicao_id" = NEW."instituicao_id" WHERE "questao_id" = NEW."id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "questao_chaves_respostas" AFTER UPDATE OF "plataforma_id", "instituicao_id" ON "questao"
  FOR EACH ROW EXECUTE FUNCTION "questao_chaves_respostas"();
--> statement-breakpoint
-- Per-student totals per platform (estatistica_usuario, docs/performance/estatisticas.md): the states'
-- trigger of migration estatisticas_contadores_gatilhos moves them too; the states already there are counted.
CREATE TABLE "estatistica_usuario" (
	"usuario_id" integer NOT NULL,
	"plataforma_id" integer NOT NULL,
	"acertos" integer DEFAULT 0 NOT NULL,
	"erros" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "estatistica_usuario_usuario_id_plataforma_id_pk" PRIMARY KEY("usuario_id","plataforma_id")
);
--> statement-breakpoint
ALTER TABLE "estatistica_usuario" ADD CONSTRAINT "estatistica_usuario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "estatistica_estado_conta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "estatistica_usuario" c SET "acertos" = c."acertos" - OLD."ultima_correta"::int, "erros" = c."erros" - (NOT OLD."ultima_correta")::int
      WHERE c."usuario_id" = OLD."usuario_id" AND c."plataforma_id" = OLD."plataforma_id";
    UPDATE "estatistica_materia_usuario" c SET "acertos" = c."acertos" - OLD."ultima_correta"::int, "erros" = c."erros" - (NOT OLD."ultima_correta")::int
      FROM "questao_materia" l
      WHERE l."questao_id" = OLD."questao_id" AND c."usuario_id" = OLD."usuario_id"
        AND c."plataforma_id" = OLD."plataforma_id" AND c."materia_id" = l."materia_id";
    UPDATE "estatistica_conteudo_usuario" c SET "acertos" = c."acertos" - OLD."ultima_correta"::int, "erros" = c."erros" - (NOT OLD."ultima_correta")::int
      FROM "questao_conteudo" l
      WHERE l."questao_id" = OLD."questao_id" AND c."usuario_id" = OLD."usuario_id"
        AND c."plataforma_id" = OLD."plataforma_id" AND c."conteudo_id" = l."conteudo_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "estatistica_usuario" AS c ("usuario_id", "plataforma_id", "acertos", "erros")
      VALUES (NEW."usuario_id", NEW."plataforma_id", NEW."ultima_correta"::int, (NOT NEW."ultima_correta")::int)
      ON CONFLICT ("usuario_id", "plataforma_id") DO UPDATE
        SET "acertos" = c."acertos" + excluded."acertos", "erros" = c."erros" + excluded."erros";
    INSERT INTO "estatistica_materia_usuario" AS c ("usuario_id", "plataforma_id", "materia_id", "acertos", "erros")
      SELECT NEW."usuario_id", NEW."plataforma_id", l."materia_id", NEW."ultima_correta"::int, (NOT NEW."ultima_correta")::int
      FROM "questao_materia" l WHERE l."questao_id" = NEW."questao_id"
      ON CONFLICT ("usuario_id", "plataforma_id", "materia_id") DO UPDATE
        SET "acertos" = c."acertos" + excluded."acertos", "erros" = c."erros" + excluded."erros";
    INSERT INTO "estatistica_conteudo_usuario" AS c ("usuario_id", "plataforma_id", "conteudo_id", "acertos", "erros")
      SELECT NEW."usuario_id", NEW."plataforma_id", l."conteudo_id", NEW."ultima_correta"::int, (NOT NEW."ultima_correta")::int
      FROM "questao_conteudo" l WHERE l."questao_id" = NEW."questao_id"
      ON CONFLICT ("usuario_id", "plataforma_id", "conteudo_id") DO UPDATE
        SET "acertos" = c."acertos" + excluded."acertos", "erros" = c."erros" + excluded."erros";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "estatistica_usuario" ("usuario_id", "plataforma_id", "acertos", "erros")
  SELECT e."usuario_id", e."plataforma_id", count(*) FILTER (WHERE e."ultima_correta"),
         count(*) FILTER (WHERE NOT e."ultima_correta")
  FROM "questao_usuario" e GROUP BY 1, 2;
--> statement-breakpoint
-- The links by item cover the tag too: the statistics search probes a state's question links index-only
-- (docs/performance/estatisticas.md); the cascades and the counters' triggers read them the same way.
DROP INDEX "exercicio_conteudo_exercicio_idx";--> statement-breakpoint
DROP INDEX "exercicio_materia_exercicio_idx";--> statement-breakpoint
DROP INDEX "questao_conteudo_questao_idx";--> statement-breakpoint
DROP INDEX "questao_materia_questao_idx";--> statement-breakpoint
DROP INDEX "questao_sub_conteudo_questao_idx";--> statement-breakpoint
DROP INDEX "simulado_questao_conteudo_simulado_questao_idx";--> statement-breakpoint
DROP INDEX "simulado_questao_materia_simulado_questao_idx";--> statement-breakpoint
CREATE INDEX "exercicio_conteudo_exercicio_idx" ON "exercicio_conteudo" USING btree ("exercicio_id","conteudo_id");--> statement-breakpoint
CREATE INDEX "exercicio_materia_exercicio_idx" ON "exercicio_materia" USING btree ("exercicio_id","materia_id");--> statement-breakpoint
CREATE INDEX "questao_conteudo_questao_idx" ON "questao_conteudo" USING btree ("questao_id","conteudo_id");--> statement-breakpoint
CREATE INDEX "questao_materia_questao_idx" ON "questao_materia" USING btree ("questao_id","materia_id");--> statement-breakpoint
CREATE INDEX "questao_sub_conteudo_questao_idx" ON "questao_sub_conteudo" USING btree ("questao_id","sub_conteudo_id");--> statement-breakpoint
CREATE INDEX "simulado_questao_conteudo_simulado_questao_idx" ON "simulado_questao_conteudo" USING btree ("simulado_questao_id","conteudo_id");--> statement-breakpoint
CREATE INDEX "simulado_questao_materia_simulado_questao_idx" ON "simulado_questao_materia" USING btree ("simulado_questao_id","materia_id");