-- Custom SQL (not expressible in the drizzle schema): the triggers that keep the dashboards' per-student
-- counters (estatistica_materia_usuario, estatistica_conteudo_usuario; docs/performance/estatisticas.md).
-- Each reads the other side's current rows: a state change counts through the question's links, a link
-- change through the question's states.
--
-- 1. A latest-answer state inserted, deleted, turned right/wrong or moved to another platform (its question's
-- keys cascade): its question's subjects and contents move by one.
CREATE FUNCTION "estatistica_estado_conta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
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
CREATE TRIGGER "questao_usuario_estatistica" AFTER INSERT OR DELETE ON "questao_usuario"
  FOR EACH ROW EXECUTE FUNCTION "estatistica_estado_conta"();--> statement-breakpoint
-- Most re-answers keep right/wrong: only a change moves the counters.
CREATE TRIGGER "questao_usuario_estatistica_muda" AFTER UPDATE OF "ultima_correta", "plataforma_id", "usuario_id", "questao_id"
  ON "questao_usuario" FOR EACH ROW
  WHEN (OLD."ultima_correta" IS DISTINCT FROM NEW."ultima_correta" OR OLD."plataforma_id" IS DISTINCT FROM NEW."plataforma_id"
        OR OLD."usuario_id" IS DISTINCT FROM NEW."usuario_id" OR OLD."questao_id" IS DISTINCT FROM NEW."questao_id")
  EXECUTE FUNCTION "estatistica_estado_conta"();--> statement-breakpoint
-- 2. A question tagged or untagged with a subject (content): every student who answered it moves by their
-- state (through questao_usuario_questao_idx).
CREATE FUNCTION "estatistica_link_materia"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "estatistica_materia_usuario" c SET "acertos" = c."acertos" - s."acertos", "erros" = c."erros" - s."erros"
      FROM (SELECT e."usuario_id", e."plataforma_id", count(*) FILTER (WHERE e."ultima_correta") AS "acertos",
                   count(*) FILTER (WHERE NOT e."ultima_correta") AS "erros"
              FROM "questao_usuario" e WHERE e."questao_id" = OLD."questao_id" GROUP BY 1, 2) s
      WHERE c."usuario_id" = s."usuario_id" AND c."plataforma_id" = s."plataforma_id" AND c."materia_id" = OLD."materia_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "estatistica_materia_usuario" AS c ("usuario_id", "plataforma_id", "materia_id", "acertos", "erros")
      SELECT e."usuario_id", e."plataforma_id", NEW."materia_id", count(*) FILTER (WHERE e."ultima_correta"),
             count(*) FILTER (WHERE NOT e."ultima_correta")
      FROM "questao_usuario" e WHERE e."questao_id" = NEW."questao_id" GROUP BY 1, 2
      ON CONFLICT ("usuario_id", "plataforma_id", "materia_id") DO UPDATE
        SET "acertos" = c."acertos" + excluded."acertos", "erros" = c."erros" + excluded."erros";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "questao_materia_estatistica" AFTER INSERT OR DELETE OR UPDATE OF "materia_id", "questao_id"
  ON "questao_materia" FOR EACH ROW EXECUTE FUNCTION "estatistica_link_materia"();--> statement-breakpoint
CREATE FUNCTION "estatistica_link_conteudo"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "estatistica_conteudo_usuario" c SET "acertos" = c."acertos" - s."acertos", "erros" = c."erros" - s."erros"
      FROM (SELECT e."usuario_id", e."plataforma_id", count(*) FILTER (WHERE e."ultima_correta") AS "acertos",
                   count(*) FILTER (WHERE NOT e."ultima_correta") AS "erros"
              FROM "questao_usuario" e WHERE e."questao_id" = OLD."questao_id" GROUP BY 1, 2) s
      WHERE c."usuario_id" = s."usuario_id" AND c."plataforma_id" = s."plataforma_id" AND c."conteudo_id" = OLD."conteudo_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "estatistica_conteudo_usuario" AS c ("usuario_id", "plataforma_id", "conteudo_id", "acertos", "erros")
      SELECT e."usuario_id", e."plataforma_id", NEW."conteudo_id", count(*) FILTER (WHERE e."ultima_correta"),
             count(*) FILTER (WHERE NOT e."ultima_correta")
      FROM "questao_usuario" e WHERE e."questao_id" = NEW."questao_id" GROUP BY 1, 2
      ON CONFLICT ("usuario_id", "plataforma_id", "conteudo_id") DO UPDATE
        SET "acertos" = c."acertos" + excluded."acertos", "erros" = c."erros" + excluded."erros";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "questao_conteudo_estatistica" AFTER INSERT OR DELETE OR UPDATE OF "conteudo_id", "questao_id"
  ON "questao_conteudo" FOR EACH ROW EXECUTE FUNCTION "estatistica_link_conteudo"();--> statement-breakpoint
-- 3. A deleted question: its states go first, while its links still say what to subtract (the cascades
-- would delete both sides in one statement, each trigger then finding the other side gone).
CREATE FUNCTION "estatistica_questao_apagada"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "questao_usuario" WHERE "questao_id" = OLD."id";
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "questao_estatistica_apagada" BEFORE DELETE ON "questao"
  FOR EACH ROW EXECUTE FUNCTION "estatistica_questao_apagada"();--> statement-breakpoint
-- The counters of the states already there.
INSERT INTO "estatistica_materia_usuario" ("usuario_id", "plataforma_id", "materia_id", "acertos", "erros")
  SELECT e."usuario_id", e."plataforma_id", l."materia_id", count(*) FILTER (WHERE e."ultima_correta"),
         count(*) FILTER (WHERE NOT e."ultima_correta")
  FROM "questao_usuario" e JOIN "questao_materia" l ON l."questao_id" = e."questao_id" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "estatistica_conteudo_usuario" ("usuario_id", "plataforma_id", "conteudo_id", "acertos", "erros")
  SELECT e."usuario_id", e."plataforma_id", l."conteudo_id", count(*) FILTER (WHERE e."ultima_correta"),
         count(*) FILTER (WHERE NOT e."ultima_correta")
  FROM "questao_usuario" e JOIN "questao_conteudo" l ON l."questao_id" = e."questao_id" GROUP BY 1, 2, 3;
