-- The item's search keys on the users' states (latest answer per user and item), kept equal to the
-- item's by a composite foreign key with ON UPDATE CASCADE (docs/performance/questoes-busca.md).
ALTER TABLE "questao" ADD CONSTRAINT "questao_chaves_busca_uq" UNIQUE("id","plataforma_id","ano_id","numero_questao");--> statement-breakpoint
ALTER TABLE "exercicio" ADD CONSTRAINT "exercicio_chaves_busca_uq" UNIQUE("id","plataforma_id","ano_id","numero_questao");--> statement-breakpoint
ALTER TABLE "questao_usuario" ADD COLUMN "plataforma_id" integer;--> statement-breakpoint
ALTER TABLE "questao_usuario" ADD COLUMN "ano_id" integer;--> statement-breakpoint
ALTER TABLE "questao_usuario" ADD COLUMN "numero_questao" integer;--> statement-breakpoint
ALTER TABLE "exercicio_usuario" ADD COLUMN "plataforma_id" integer;--> statement-breakpoint
ALTER TABLE "exercicio_usuario" ADD COLUMN "ano_id" integer;--> statement-breakpoint
ALTER TABLE "exercicio_usuario" ADD COLUMN "numero_questao" integer;--> statement-breakpoint
-- Backfill, before the new constraint and index exist (one pass per table).
UPDATE "questao_usuario" e SET "plataforma_id" = i."plataforma_id", "ano_id" = i."ano_id", "numero_questao" = i."numero_questao" FROM "questao" i WHERE i."id" = e."questao_id";--> statement-breakpoint
UPDATE "exercicio_usuario" e SET "plataforma_id" = i."plataforma_id", "ano_id" = i."ano_id", "numero_questao" = i."numero_questao" FROM "exercicio" i WHERE i."id" = e."exercicio_id";--> statement-breakpoint
ALTER TABLE "questao_usuario" ALTER COLUMN "plataforma_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "questao_usuario" ALTER COLUMN "ano_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "questao_usuario" ALTER COLUMN "numero_questao" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exercicio_usuario" ALTER COLUMN "plataforma_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exercicio_usuario" ALTER COLUMN "ano_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exercicio_usuario" ALTER COLUMN "numero_questao" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "questao_usuario" DROP CONSTRAINT "questao_usuario_questao_id_questao_id_fk";--> statement-breakpoint
ALTER TABLE "exercicio_usuario" DROP CONSTRAINT "exercicio_usuario_exercicio_id_exercicio_id_fk";--> statement-breakpoint
ALTER TABLE "questao_usuario" ADD CONSTRAINT "questao_usuario_questao_chaves_fk" FOREIGN KEY ("questao_id","plataforma_id","ano_id","numero_questao") REFERENCES "public"."questao"("id","plataforma_id","ano_id","numero_questao") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "exercicio_usuario" ADD CONSTRAINT "exercicio_usuario_exercicio_chaves_fk" FOREIGN KEY ("exercicio_id","plataforma_id","ano_id","numero_questao") REFERENCES "public"."exercicio"("id","plataforma_id","ano_id","numero_questao") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "questao_usuario_busca_idx" ON "questao_usuario" USING btree ("usuario_id","plataforma_id","ano_id","numero_questao","questao_id","ultima_correta");--> statement-breakpoint
CREATE INDEX "exercicio_usuario_busca_idx" ON "exercicio_usuario" USING btree ("usuario_id","plataforma_id","ano_id","numero_questao","exercicio_id","ultima_correta");
