-- Custom SQL (not expressible in the drizzle schema), two triggers of the mock exams.
--
-- 1. The ranking's score counts (simulado_ranking_pontuacao, docs/decisions/010-ranking.md) follow every
-- change of a finished attempt: a finish, a deletion (an account removed) or a correction of a score.
CREATE FUNCTION "simulado_ranking_conta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."finalizado_em" IS NOT NULL THEN
    UPDATE "simulado_ranking_pontuacao" SET "participantes" = "participantes" - 1
      WHERE "simulado_id" = OLD."simulado_id" AND "pontuacao" = OLD."pontuacao";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."finalizado_em" IS NOT NULL THEN
    INSERT INTO "simulado_ranking_pontuacao" ("simulado_id", "pontuacao", "participantes")
      VALUES (NEW."simulado_id", NEW."pontuacao", 1)
      ON CONFLICT ("simulado_id", "pontuacao") DO UPDATE
        SET "participantes" = "simulado_ranking_pontuacao"."participantes" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "simulado_tentativa_ranking" AFTER INSERT OR DELETE OR UPDATE OF "finalizado_em", "pontuacao"
  ON "simulado_tentativa" FOR EACH ROW EXECUTE FUNCTION "simulado_ranking_conta"();--> statement-breakpoint
-- 2. A finished attempt's answers are locked. The service refuses an answer to a finished attempt before
-- writing it; this closes the window between that check and the write. FOR SHARE on the attempt waits for
-- a finish in progress (which holds the attempt FOR UPDATE) and then reads its finish, or makes the finish
-- wait until this answer commits, so the finish scores it. SQLSTATE SM001 becomes the API's 409.
CREATE FUNCTION "simulado_resposta_trava"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fim timestamptz;
BEGIN
  SELECT t."finalizado_em" INTO fim
    FROM "simulado_tentativa" t JOIN "simulado_questao" q ON q."simulado_id" = t."simulado_id"
    WHERE q."id" = NEW."simulado_questao_id" AND t."usuario_id" = NEW."usuario_id"
    FOR SHARE OF t;
  IF fim IS NOT NULL THEN
    RAISE EXCEPTION 'simulado finalizado: respostas travadas' USING ERRCODE = 'SM001';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "simulado_questao_usuario_trava" BEFORE INSERT OR UPDATE ON "simulado_questao_usuario"
  FOR EACH ROW EXECUTE FUNCTION "simulado_resposta_trava"();
