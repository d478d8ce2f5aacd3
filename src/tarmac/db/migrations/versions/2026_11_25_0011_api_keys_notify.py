"""API keys notify their changes

The web origins browsers may call the API from are the allowlists of the active
publishable keys (``tarmac.auth.origins``), kept in the reference cache; writes to
``api_keys`` (a key issued or revoked) send NOTIFY tarmac_reference like the tables of
0006, so every process answers CORS preflights from the keys as they are.

Revision ID: 0011_api_keys_notify
Revises: 0010_fare_plans_keep_routes
"""

from alembic import op

revision = "0011_api_keys_notify"
down_revision = "0010_fare_plans_keep_routes"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute(
        "CREATE TRIGGER api_keys_notify_reference "
        "AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON api_keys "
        "FOR EACH STATEMENT EXECUTE FUNCTION tarmac_notify_reference()"
    )


def downgrade() -> None:
    op.execute("DROP TRIGGER IF EXISTS api_keys_notify_reference ON api_keys")
