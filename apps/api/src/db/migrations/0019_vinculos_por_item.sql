-- The links by item cover the tag too: the statistics search probes a state's question links index-only
-- (docs/performance/estatisticas.md); the cascades and the counters' triggers read them the same way.
DROP INDEX "exercicio_conteudo_exercicio_idx";--> statement-breakpoint
DROP INDEX "exercicio_materia_exercicio_idx";--> statement-breakpoint
DROP INDEX "questao_conteudo_questao_idx";--> statement-breakpoint
DROP INDEX "questao_materia_questao_idx";--> statement-breakpoint
DROP INDEX "questao_sub_conteudo_questao_idx";--> statement-breakpoint
DROP INDEX "simulado_questao_conteudo_simulado_questao_idx";--> statement-breakpoint
DROP INDEX "simulado_questao_materia_simulado_questao_idx";--> statement-breakpoint
CREATE INDEX "exercicio_conteudo_exercicio_idx" ON "exercicio_conteudo" USING btree ("exercicio_id","conteudo_id");--> statement-breakpoint
CREATE INDEX "exercicio_materia_exercicio_idx" ON "exercicio_materia" USING btree ("exercicio_id","materia_id");--> statement-breakpoint
CREATE INDEX "questao_conteudo_questao_idx" ON "questao_conteudo" USING btree ("questao_id","conteudo_id");--> statement-breakpoint
CREATE INDEX "questao_materia_questao_idx" ON "questao_materia" USING btree ("questao_id","materia_id");--> statement-breakpoint
CREATE INDEX "questao_sub_conteudo_questao_idx" ON "questao_sub_conteudo" USING btree ("questao_id","sub_conteudo_id");--> statement-breakpoint
CREATE INDEX "simulado_questao_conteudo_simulado_questao_idx" ON "simulado_questao_conteudo" USING btree ("simulado_questao_id","conteudo_id");--> statement-breakpoint
CREATE INDEX "simulado_questao_materia_simulado_questao_idx" ON "simulado_questao_materia" USING btree ("simulado_questao_id","materia_id");