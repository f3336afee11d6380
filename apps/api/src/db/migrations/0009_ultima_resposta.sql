ALTER TABLE "exercicio_usuario" ADD COLUMN "ultima_resposta_id" bigint;--> statement-breakpoint
ALTER TABLE "questao_usuario" ADD COLUMN "ultima_resposta_id" bigint;--> statement-breakpoint
-- Backfill (by hand): each state records its user's newest answer to the item, the one the next answers are
-- compared with; a state without answers keeps null, which the next answer overwrites.
UPDATE "questao_usuario" e SET "ultima_resposta_id" = r."id"
FROM (SELECT "usuario_id", "questao_id", max("id") AS "id" FROM "resposta_questao" GROUP BY 1, 2) r
WHERE r."usuario_id" = e."usuario_id" AND r."questao_id" = e."questao_id";--> statement-breakpoint
UPDATE "exercicio_usuario" e SET "ultima_resposta_id" = r."id"
FROM (SELECT "usuario_id", "exercicio_id", max("id") AS "id" FROM "resposta_exercicio" GROUP BY 1, 2) r
WHERE r."usuario_id" = e."usuario_id" AND r."exercicio_id" = e."exercicio_id";
