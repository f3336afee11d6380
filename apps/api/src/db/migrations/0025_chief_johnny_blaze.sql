ALTER TABLE "produto" ADD COLUMN "tipo_entrega" text DEFAULT 'SERVICO' NOT NULL;--> statement-breakpoint
ALTER TABLE "produto" ADD COLUMN "arquivo_chave" text;--> statement-breakpoint
ALTER TABLE "produto" ADD COLUMN "arquivo_nome" text;--> statement-breakpoint
ALTER TABLE "produto" ADD COLUMN "envios_questao_aberta" integer;--> statement-breakpoint
ALTER TABLE "produto" ADD COLUMN "instrucoes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "produto_comprado" ADD COLUMN "instrucoes_enviadas_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pacote_questao_aberta" ADD COLUMN "pedido_id" integer;--> statement-breakpoint
ALTER TABLE "pacote_questao_aberta" ADD CONSTRAINT "pacote_questao_aberta_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pacote_questao_aberta_pedido_uq" ON "pacote_questao_aberta" USING btree ("pedido_id");--> statement-breakpoint
ALTER TABLE "produto" ADD CONSTRAINT "produto_entrega_ck" CHECK ("produto"."tipo_entrega" in ('ARQUIVO', 'ENVIOS_QUESTAO_ABERTA', 'SERVICO'));--> statement-breakpoint
ALTER TABLE "produto" ADD CONSTRAINT "produto_entrega_arquivo_ck" CHECK (("produto"."tipo_entrega" = 'ARQUIVO') = ("produto"."arquivo_chave" is not null and "produto"."arquivo_nome" is not null));--> statement-breakpoint
ALTER TABLE "produto" ADD CONSTRAINT "produto_entrega_envios_ck" CHECK (("produto"."tipo_entrega" = 'ENVIOS_QUESTAO_ABERTA') = (coalesce("produto"."envios_questao_aberta", 0) > 0));--> statement-breakpoint
ALTER TABLE "pacote_questao_aberta" ADD CONSTRAINT "pacote_questao_aberta_pedido_ck" CHECK (("pacote_questao_aberta"."origem" = 'COMPRA') = ("pacote_questao_aberta"."pedido_id" is not null));