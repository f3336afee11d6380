ALTER TABLE "email_enviado" ADD COLUMN "responder_para" text;--> statement-breakpoint
ALTER TABLE "email_enviado" ADD COLUMN "sensivel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "email_enviado_pendente_idx" ON "email_enviado" USING btree ("criado_em") WHERE "email_enviado"."enviado_em" is null;