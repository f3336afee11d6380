CREATE TABLE "cartao_credito" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cartao_credito_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"cliente_gateway_id" text NOT NULL,
	"cartao_gateway_id" text NOT NULL,
	"bandeira" text NOT NULL,
	"ultimos_quatro_digitos" text NOT NULL,
	"mes_validade" integer NOT NULL,
	"ano_validade" integer NOT NULL,
	"apelido" text NOT NULL,
	"nome_titular" text NOT NULL,
	"cpf_titular" text NOT NULL,
	"cep" text NOT NULL,
	"tipo_logradouro_id" integer,
	"logradouro" text NOT NULL,
	"numero_logradouro" text NOT NULL,
	"bairro" text NOT NULL,
	"complemento" text,
	"municipio_id" integer,
	"municipio_nome" text NOT NULL,
	"sigla_estado" text NOT NULL,
	"principal" boolean DEFAULT false NOT NULL,
	"secundario" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cartao_credito_um_papel_ck" CHECK (not ("cartao_credito"."principal" and "cartao_credito"."secundario"))
);
--> statement-breakpoint
ALTER TABLE "cartao_credito" ADD CONSTRAINT "cartao_credito_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartao_credito" ADD CONSTRAINT "cartao_credito_tipo_logradouro_id_tipo_logradouro_id_fk" FOREIGN KEY ("tipo_logradouro_id") REFERENCES "public"."tipo_logradouro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cartao_credito_usuario_idx" ON "cartao_credito" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "cartao_credito_tipo_logradouro_idx" ON "cartao_credito" USING btree ("tipo_logradouro_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cartao_credito_principal_uq" ON "cartao_credito" USING btree ("usuario_id") WHERE "cartao_credito"."principal";--> statement-breakpoint
CREATE UNIQUE INDEX "cartao_credito_secundario_uq" ON "cartao_credito" USING btree ("usuario_id") WHERE "cartao_credito"."secundario";--> statement-breakpoint
CREATE UNIQUE INDEX "cartao_credito_gateway_uq" ON "cartao_credito" USING btree ("gateway","cartao_gateway_id");