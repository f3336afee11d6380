CREATE TABLE "estatistica_conteudo_usuario" (
	"usuario_id" integer NOT NULL,
	"plataforma_id" integer NOT NULL,
	"acertos" integer DEFAULT 0 NOT NULL,
	"erros" integer DEFAULT 0 NOT NULL,
	"conteudo_id" integer NOT NULL,
	CONSTRAINT "estatistica_conteudo_usuario_usuario_id_plataforma_id_conteudo_id_pk" PRIMARY KEY("usuario_id","plataforma_id","conteudo_id")
);
--> statement-breakpoint
CREATE TABLE "estatistica_materia_usuario" (
	"usuario_id" integer NOT NULL,
	"plataforma_id" integer NOT NULL,
	"acertos" integer DEFAULT 0 NOT NULL,
	"erros" integer DEFAULT 0 NOT NULL,
	"materia_id" integer NOT NULL,
	CONSTRAINT "estatistica_materia_usuario_usuario_id_plataforma_id_materia_id_pk" PRIMARY KEY("usuario_id","plataforma_id","materia_id")
);
--> statement-breakpoint
ALTER TABLE "estatistica_conteudo_usuario" ADD CONSTRAINT "estatistica_conteudo_usuario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estatistica_conteudo_usuario" ADD CONSTRAINT "estatistica_conteudo_usuario_conteudo_id_conteudo_id_fk" FOREIGN KEY ("conteudo_id") REFERENCES "public"."conteudo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estatistica_materia_usuario" ADD CONSTRAINT "estatistica_materia_usuario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estatistica_materia_usuario" ADD CONSTRAINT "estatistica_materia_usuario_materia_id_materia_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estatistica_conteudo_usuario_conteudo_idx" ON "estatistica_conteudo_usuario" USING btree ("conteudo_id");--> statement-breakpoint
CREATE INDEX "estatistica_materia_usuario_materia_idx" ON "estatistica_materia_usuario" USING btree ("materia_id");--> statement-breakpoint
CREATE INDEX "exercicio_usuario_exercicio_idx" ON "exercicio_usuario" USING btree ("exercicio_id");--> statement-breakpoint
CREATE INDEX "questao_instituicao_idx" ON "questao" USING btree ("id","instituicao_id");--> statement-breakpoint
CREATE INDEX "questao_usuario_questao_idx" ON "questao_usuario" USING btree ("questao_id");--> statement-breakpoint
CREATE INDEX "simulado_questao_usuario_simulado_questao_idx" ON "simulado_questao_usuario" USING btree ("simulado_questao_id");