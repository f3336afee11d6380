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
