-- CreateTable
CREATE TABLE "Event" (
    "seq" BIGSERIAL NOT NULL,
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "spaceId" TEXT,
    "changeRequestId" TEXT,
    "actorId" TEXT,
    "data" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("seq")
);

-- CreateTable
CREATE TABLE "Webhook" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "eventTypes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "spaceId" TEXT,
    "secret" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "disabledReason" TEXT,
    "disabledAt" TIMESTAMP(3),
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Webhook_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" TEXT NOT NULL,
    "webhookId" TEXT NOT NULL,
    "eventSeq" BIGINT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMP(3),
    "claim" TEXT,
    "lastAttemptAt" TIMESTAMP(3),
    "lastStatus" INTEGER,
    "lastError" TEXT,
    "deliveredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Event_id_key" ON "Event"("id");

-- CreateIndex
CREATE INDEX "Event_organizationId_seq_idx" ON "Event"("organizationId", "seq");

-- CreateIndex
CREATE INDEX "Event_createdAt_idx" ON "Event"("createdAt");

-- CreateIndex
CREATE INDEX "Webhook_organizationId_idx" ON "Webhook"("organizationId");

-- CreateIndex
CREATE INDEX "WebhookDelivery_webhookId_status_eventSeq_idx" ON "WebhookDelivery"("webhookId", "status", "eventSeq");

-- CreateIndex
CREATE INDEX "WebhookDelivery_status_nextAttemptAt_idx" ON "WebhookDelivery"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "WebhookDelivery_eventSeq_idx" ON "WebhookDelivery"("eventSeq");

-- AddForeignKey
ALTER TABLE "Webhook" ADD CONSTRAINT "Webhook_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_webhookId_fkey" FOREIGN KEY ("webhookId") REFERENCES "Webhook"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_eventSeq_fkey" FOREIGN KEY ("eventSeq") REFERENCES "Event"("seq") ON DELETE CASCADE ON UPDATE CASCADE;

-- An event, at commit: NOTIFY `quire_events` with `<seq>,<organizationId>` (every instance LISTENs and hands it to
-- its subscribers), and a pending delivery for every enabled webhook of the organization that
-- wants its type (and its space, when the webhook names one), in the event's own transaction.
CREATE FUNCTION "quire_event_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "WebhookDelivery" ("id", "webhookId", "eventSeq")
    SELECT 'dlv_' || replace(gen_random_uuid()::text, '-', ''), w."id", NEW."seq"
    FROM "Webhook" w
    WHERE w."organizationId" = NEW."organizationId" AND w."enabled"
      AND (cardinality(w."eventTypes") = 0 OR NEW."type" = ANY (w."eventTypes"))
      AND (w."spaceId" IS NULL OR w."spaceId" = NEW."spaceId");
  PERFORM pg_notify('quire_events', NEW."seq"::text || ',' || NEW."organizationId");
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Event_written" AFTER INSERT ON "Event"
  FOR EACH ROW EXECUTE FUNCTION "quire_event_written"();

-- Queued, claimed, settled or resumed deliveries wake the senders of every instance (payload
-- `webhooks`; NOTIFY folds the notifications of a transaction into one). Row level: the event
-- trigger's INSERT of no delivery (no webhook wants it) notifies nothing.
CREATE FUNCTION "quire_webhook_delivery_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('quire_events', 'webhooks');
  RETURN NULL;
END;
$$;

CREATE TRIGGER "WebhookDelivery_changed" AFTER INSERT OR UPDATE ON "WebhookDelivery"
  FOR EACH ROW EXECUTE FUNCTION "quire_webhook_delivery_changed"();
