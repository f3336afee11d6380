DROP INDEX "exercicio_plataforma_ano_idx";--> statement-breakpoint
CREATE INDEX "exercicio_plataforma_ano_numero_idx" ON "exercicio" USING btree ("plataforma_id","ano_id","numero_questao","id");--> statement-breakpoint
CREATE INDEX "exercicio_usuario_incorretas_idx" ON "exercicio_usuario" USING btree ("usuario_id","exercicio_id") WHERE not "exercicio_usuario"."ultima_correta";