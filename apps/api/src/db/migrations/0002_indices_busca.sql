DROP INDEX "questao_plataforma_ano_idx";--> statement-breakpoint
CREATE INDEX "questao_plataforma_ano_numero_idx" ON "questao" USING btree ("plataforma_id","ano_id","numero_questao","id");--> statement-breakpoint
CREATE INDEX "questao_usuario_incorretas_idx" ON "questao_usuario" USING btree ("usuario_id","questao_id") WHERE not "questao_usuario"."ultima_correta";