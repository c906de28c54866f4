-- A vendor call's row names its ledger transaction before the post that makes it, in the same
-- database transaction (one round trip fewer than linking after the post): the reference is
-- checked at COMMIT. Drizzle's schema cannot say DEFERRABLE, hence this hand-written step.
ALTER TABLE "vendor_transactions" ALTER CONSTRAINT "vendor_transactions_ledger_transaction_id_ledger_transactions_id_fk" DEFERRABLE INITIALLY DEFERRED;
