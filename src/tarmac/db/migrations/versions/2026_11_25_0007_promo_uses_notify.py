"""promo uses notify their changes

Remembered quotes depend on how often a limited promo code has been used, so writes to
``promo_redemptions`` send NOTIFY tarmac_reference like the tables of 0006
(``tarmac.cache.generations``: the availability kind).

Revision ID: 0007_promo_uses_notify
Revises: 0006_reference_notify
"""

from alembic import op

revision = "0007_promo_uses_notify"
down_revision = "0006_reference_notify"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute(
        "CREATE TRIGGER promo_redemptions_notify_reference "
        "AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promo_redemptions "
        "FOR EACH STATEMENT EXECUTE FUNCTION tarmac_notify_reference()"
    )


def downgrade() -> None:
    op.execute("DROP TRIGGER IF EXISTS promo_redemptions_notify_reference ON promo_redemptions")
