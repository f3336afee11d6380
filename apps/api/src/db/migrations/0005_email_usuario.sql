ALTER TABLE "email_enviado" ADD COLUMN "usuario_id" integer;--> statement-breakpoint
ALTER TABLE "email_enviado" ADD CONSTRAINT "email_enviado_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_enviado_usuario_idx" ON "email_enviado" USING btree ("usuario_id");