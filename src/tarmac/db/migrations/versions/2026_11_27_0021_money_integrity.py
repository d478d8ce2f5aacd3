"""Money you can audit: the wallet ledger append-only

- ``wallet_transactions`` refuses ``UPDATE`` and ``DELETE`` of its lines (a row trigger):
  a mistake is corrected by another line, never by changing one. ``TRUNCATE`` (a
  statement, not rows) is left to the database's owner, as for every table.
- Payments reported by an external confirmation keep their provider's name in lower case,
  so (provider, transaction id) is one payment whatever case a client writes the name in.

Revision ID: 0021_money_integrity
Revises: 0020_cabin_nesting
"""

from alembic import op

revision = "0021_money_integrity"
down_revision = "0020_cabin_nesting"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute(
        """
        CREATE FUNCTION tarmac_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            RAISE EXCEPTION 'wallet ledger lines are never changed or deleted (% of %)',
                TG_OP, OLD.id
                USING ERRCODE = 'restrict_violation';
        END
        $$
        """
    )
    op.execute(
        "CREATE TRIGGER wallet_transactions_append_only "
        "BEFORE UPDATE OR DELETE ON wallet_transactions "
        "FOR EACH ROW EXECUTE FUNCTION tarmac_ledger_append_only()"
    )
    # the lower-cased name of a payment that has no twin under it (a twin keeps its case)
    op.execute(
        """
        UPDATE payments p SET provider = lower(p.provider)
        WHERE p.provider <> lower(p.provider)
          AND NOT EXISTS (
              SELECT 1 FROM payments q
              WHERE q.id <> p.id AND lower(q.provider) = lower(p.provider)
                AND q.provider_transaction_id = p.provider_transaction_id
          )
        """
    )


def downgrade() -> None:
    op.execute("DROP TRIGGER IF EXISTS wallet_transactions_append_only ON wallet_transactions")
    op.execute("DROP FUNCTION IF EXISTS tarmac_ledger_append_only()")
