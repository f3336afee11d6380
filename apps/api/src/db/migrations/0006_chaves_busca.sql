ALTER TABLE "exercicio_conteudo" ADD COLUMN "plataforma_id" integer;--> statement-breakpoint
ALTER TABLE "exercicio_conteudo" ADD COLUMN "ano_id" integer;--> statement-breakpoint
ALTER TABLE "exercicio_conteudo" ADD COLUMN "numero_questao" integer;--> statement-breakpoint
ALTER TABLE "exercicio_materia" ADD COLUMN "plataforma_id" integer;--> statement-breakpoint
ALTER TABLE "exercicio_materia" ADD COLUMN "ano_id" integer;--> statement-breakpoint
ALTER TABLE "exercicio_materia" ADD COLUMN "numero_questao" integer;--> statement-breakpoint
ALTER TABLE "questao_conteudo" ADD COLUMN "plataforma_id" integer;--> statement-breakpoint
ALTER TABLE "questao_conteudo" ADD COLUMN "ano_id" integer;--> statement-breakpoint
ALTER TABLE "questao_conteudo" ADD COLUMN "numero_questao" integer;--> statement-breakpoint
ALTER TABLE "questao_materia" ADD COLUMN "plataforma_id" integer;--> statement-breakpoint
ALTER TABLE "questao_materia" ADD COLUMN "ano_id" integer;--> statement-breakpoint
ALTER TABLE "questao_materia" ADD COLUMN "numero_questao" integer;--> statement-breakpoint
ALTER TABLE "questao_sub_conteudo" ADD COLUMN "plataforma_id" integer;--> statement-breakpoint
ALTER TABLE "questao_sub_conteudo" ADD COLUMN "ano_id" integer;--> statement-breakpoint
ALTER TABLE "questao_sub_conteudo" ADD COLUMN "numero_questao" integer;--> statement-breakpoint
-- Backfill, before the indexes and triggers exist (one pass per table, no per-row trigger).
UPDATE "questao_materia" l SET "plataforma_id" = i."plataforma_id", "ano_id" = i."ano_id", "numero_questao" = i."numero_questao" FROM "questao" i WHERE i."id" = l."questao_id";--> statement-breakpoint
UPDATE "questao_conteudo" l SET "plataforma_id" = i."plataforma_id", "ano_id" = i."ano_id", "numero_questao" = i."numero_questao" FROM "questao" i WHERE i."id" = l."questao_id";--> statement-breakpoint
UPDATE "questao_sub_conteudo" l SET "plataforma_id" = i."plataforma_id", "ano_id" = i."ano_id", "numero_questao" = i."numero_questao" FROM "questao" i WHERE i."id" = l."questao_id";--> statement-breakpoint
UPDATE "exercicio_materia" l SET "plataforma_id" = i."plataforma_id", "ano_id" = i."ano_id", "numero_questao" = i."numero_questao" FROM "exercicio" i WHERE i."id" = l."exercicio_id";--> statement-breakpoint
UPDATE "exercicio_conteudo" l SET "plataforma_id" = i."plataforma_id", "ano_id" = i."ano_id", "numero_questao" = i."numero_questao" FROM "exercicio" i WHERE i."id" = l."exercicio_id";--> statement-breakpoint
CREATE INDEX "exercicio_conteudo_busca_idx" ON "exercicio_conteudo" USING btree ("conteudo_id","plataforma_id","ano_id","numero_questao","exercicio_id");--> statement-breakpoint
CREATE INDEX "exercicio_materia_busca_idx" ON "exercicio_materia" USING btree ("materia_id","plataforma_id","ano_id","numero_questao","exercicio_id");--> statement-breakpoint
CREATE INDEX "questao_conteudo_busca_idx" ON "questao_conteudo" USING btree ("conteudo_id","plataforma_id","ano_id","numero_questao","questao_id");--> statement-breakpoint
CREATE INDEX "questao_materia_busca_idx" ON "questao_materia" USING btree ("materia_id","plataforma_id","ano_id","numero_questao","questao_id");--> statement-breakpoint
CREATE INDEX "questao_sub_conteudo_busca_idx" ON "questao_sub_conteudo" USING btree ("sub_conteudo_id","plataforma_id","ano_id","numero_questao","questao_id");--> statement-breakpoint
-- A link's search keys always come from its questao, whatever the writer sent. FOR SHARE waits for a
-- concurrent change of the questao's keys to commit (and then reads the new ones), so a link inserted
-- meanwhile cannot keep the old keys; the propagation below then sees this link once it commits.
CREATE FUNCTION "questao_link_chaves"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT i."plataforma_id", i."ano_id", i."numero_questao"
    INTO NEW."plataforma_id", NEW."ano_id", NEW."numero_questao"
    FROM "questao" i WHERE i."id" = NEW."questao_id" FOR SHARE;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A link's search keys always come from its exercicio, whatever the writer sent. FOR SHARE waits for a
-- concurrent change of the exercicio's keys to commit (and then reads the new ones), so a link inserted
-- meanwhile cannot keep the old keys; the propagation below then sees this link once it commits.
CREATE FUNCTION "exercicio_link_chaves"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT i."plataforma_id", i."ano_id", i."numero_questao"
    INTO NEW."plataforma_id", NEW."ano_id", NEW."numero_questao"
    FROM "exercicio" i WHERE i."id" = NEW."exercicio_id" FOR SHARE;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A questao's new platform, year or number, copied to its links.
CREATE FUNCTION "questao_propaga_chaves"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "questao_materia" SET "plataforma_id" = NEW."plataforma_id", "ano_id" = NEW."ano_id", "numero_questao" = NEW."numero_questao"
    WHERE "questao_id" = NEW."id";
  UPDATE "questao_conteudo" SET "plataforma_id" = NEW."plataforma_id", "ano_id" = NEW."ano_id", "numero_questao" = NEW."numero_questao"
    WHERE "questao_id" = NEW."id";
  UPDATE "questao_sub_conteudo" SET "plataforma_id" = NEW."plataforma_id", "ano_id" = NEW."ano_id", "numero_questao" = NEW."numero_questao"
    WHERE "questao_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An exercicio's new platform, year or number, copied to its links.
CREATE FUNCTION "exercicio_propaga_chaves"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "exercicio_materia" SET "plataforma_id" = NEW."plataforma_id", "ano_id" = NEW."ano_id", "numero_questao" = NEW."numero_questao"
    WHERE "exercicio_id" = NEW."id";
  UPDATE "exercicio_conteudo" SET "plataforma_id" = NEW."plataforma_id", "ano_id" = NEW."ano_id", "numero_questao" = NEW."numero_questao"
    WHERE "exercicio_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "questao_materia_chaves" BEFORE INSERT OR UPDATE ON "questao_materia" FOR EACH ROW EXECUTE FUNCTION "questao_link_chaves"();--> statement-breakpoint
CREATE TRIGGER "questao_conteudo_chaves" BEFORE INSERT OR UPDATE ON "questao_conteudo" FOR EACH ROW EXECUTE FUNCTION "questao_link_chaves"();--> statement-breakpoint
CREATE TRIGGER "questao_sub_conteudo_chaves" BEFORE INSERT OR UPDATE ON "questao_sub_conteudo" FOR EACH ROW EXECUTE FUNCTION "questao_link_chaves"();--> statement-breakpoint
CREATE TRIGGER "exercicio_materia_chaves" BEFORE INSERT OR UPDATE ON "exercicio_materia" FOR EACH ROW EXECUTE FUNCTION "exercicio_link_chaves"();--> statement-breakpoint
CREATE TRIGGER "exercicio_conteudo_chaves" BEFORE INSERT OR UPDATE ON "exercicio_conteudo" FOR EACH ROW EXECUTE FUNCTION "exercicio_link_chaves"();--> statement-breakpoint
CREATE TRIGGER "questao_propaga_chaves" AFTER UPDATE OF "plataforma_id", "ano_id", "numero_questao" ON "questao" FOR EACH ROW
  WHEN (OLD."plataforma_id" IS DISTINCT FROM NEW."plataforma_id" OR OLD."ano_id" IS DISTINCT FROM NEW."ano_id" OR OLD."numero_questao" IS DISTINCT FROM NEW."numero_questao")
  EXECUTE FUNCTION "questao_propaga_chaves"();--> statement-breakpoint
CREATE TRIGGER "exercicio_propaga_chaves" AFTER UPDATE OF "plataforma_id", "ano_id", "numero_questao" ON "exercicio" FOR EACH ROW
  WHEN (OLD."plataforma_id" IS DISTINCT FROM NEW."plataforma_id" OR OLD."ano_id" IS DISTINCT FROM NEW."ano_id" OR OLD."numero_questao" IS DISTINCT FROM NEW."numero_questao")
  EXECUTE FUNCTION "exercicio_propaga_chaves"();