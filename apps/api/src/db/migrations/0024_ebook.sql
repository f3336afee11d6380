CREATE TABLE "ebook" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ebook_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"materia_id" integer NOT NULL,
	"nome" text NOT NULL,
	"autor" text NOT NULL,
	"descricao" text NOT NULL,
	"capa" text NOT NULL,
	"valor_centavos" integer NOT NULL,
	"num_paginas" integer NOT NULL,
	"paginas_gratis" integer DEFAULT 0 NOT NULL,
	"arquivo" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebook_tenant_nome_uq" UNIQUE("tenant_id","nome"),
	CONSTRAINT "ebook_valor_ck" CHECK ("ebook"."valor_centavos" > 0),
	CONSTRAINT "ebook_paginas_ck" CHECK ("ebook"."num_paginas" > 0 and "ebook"."paginas_gratis" between 0 and "ebook"."num_paginas")
);
--> statement-breakpoint
CREATE TABLE "ebook_usuario" (
	"usuario_id" integer NOT NULL,
	"ebook_id" integer NOT NULL,
	"pedido_id" integer,
	"adquirido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebook_usuario_usuario_id_ebook_id_pk" PRIMARY KEY("usuario_id","ebook_id")
);
--> statement-breakpoint
ALTER TABLE "pedido" ALTER COLUMN "plano_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido" ADD COLUMN "ebooks_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido" ADD COLUMN "valor_ebooks_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ebook" ADD CONSTRAINT "ebook_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook" ADD CONSTRAINT "ebook_materia_id_materia_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_usuario" ADD CONSTRAINT "ebook_usuario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_usuario" ADD CONSTRAINT "ebook_usuario_ebook_id_ebook_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebook"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_usuario" ADD CONSTRAINT "ebook_usuario_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ebook_materia_idx" ON "ebook" USING btree ("materia_id");--> statement-breakpoint
CREATE INDEX "ebook_usuario_ebook_idx" ON "ebook_usuario" USING btree ("ebook_id");--> statement-breakpoint
CREATE INDEX "ebook_usuario_pedido_idx" ON "ebook_usuario" USING btree ("pedido_id");--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_objeto_ck" CHECK (("pedido"."plano_id" is not null) <> (cardinality("pedido"."ebooks_ids") > 0));