-- Custom SQL (not expressible in the drizzle schema): a finished mock attempt's answers are locked.
-- The service refuses an answer to a finished attempt before writing it; this closes the window between
-- that check and the write. FOR SHARE on the attempt waits for a finish in progress (which holds the
-- attempt FOR UPDATE) and then reads its finish, or makes the finish wait until this answer commits,
-- so the finish scores it. SQLSTATE SM001 is turned into the API's 409 by the simulados service.
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
