"""a route with fare plans cannot be deleted: the foreign key restricts

Deleting a route that fare plans use was already refused (409) by the back office, which
looked for the plans before deleting; the foreign key cascaded. It now restricts, so the
database itself refuses and catalog need not know pricing's tables.

Revision ID: 0010_fare_plans_keep_routes
Revises: 0009_inventory
"""

from alembic import op

revision = "0010_fare_plans_keep_routes"
down_revision = "0009_inventory"
branch_labels = None
depends_on = None

NAME = "fk_fare_plans_route_id_routes"


def _route_key(on_delete: str) -> None:
    op.drop_constraint(NAME, "fare_plans", type_="foreignkey")
    op.create_foreign_key(NAME, "fare_plans", "routes", ["route_id"], ["id"], ondelete=on_delete)


def upgrade() -> None:
    _route_key("RESTRICT")


def downgrade() -> None:
    _route_key("CASCADE")
