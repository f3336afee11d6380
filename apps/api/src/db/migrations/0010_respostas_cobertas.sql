-- The users' answers in time order now cover the item and the result, so the per-day dashboards
-- (estatisticas) read a period of them without visiting the table.
DROP INDEX "resposta_exercicio_usuario_idx";--> statement-breakpoint
DROP INDEX "resposta_questao_usuario_idx";--> statement-breakpoint
CREATE INDEX "resposta_exercicio_usuario_idx" ON "resposta_exercicio" USING btree ("usuario_id","respondida_em","exercicio_id","correta");--> statement-breakpoint
CREATE INDEX "resposta_questao_usuario_idx" ON "resposta_questao" USING btree ("usuario_id","respondida_em","questao_id","correta");