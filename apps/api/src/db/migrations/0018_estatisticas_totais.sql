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
