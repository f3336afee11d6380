ALTER TABLE "resposta_exercicio" ADD COLUMN "id_cliente" uuid;--> statement-breakpoint
ALTER TABLE "resposta_questao" ADD COLUMN "id_cliente" uuid;--> statement-breakpoint
ALTER TABLE "resposta_simulado_questao" ADD COLUMN "id_cliente" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "resposta_exercicio_cliente_uq" ON "resposta_exercicio" USING btree ("usuario_id","id_cliente") WHERE "resposta_exercicio"."id_cliente" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "resposta_questao_cliente_uq" ON "resposta_questao" USING btree ("usuario_id","id_cliente") WHERE "resposta_questao"."id_cliente" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "resposta_simulado_questao_cliente_uq" ON "resposta_simulado_questao" USING btree ("usuario_id","id_cliente") WHERE "resposta_simulado_questao"."id_cliente" is not null;