"""Business errors of partners and partnerships (the generic ones are in
``tarmac.core.errors``)."""

from tarmac.core.errors import ValidationFailed


class OwnParent(ValidationFailed):
    default_detail = "A partner cannot be its own parent"


class ParentCycle(ValidationFailed):
    default_detail = "A partner cannot be placed below one of its own sub-partners"


class RouteAttachedTwice(ValidationFailed):
    default_detail = "A route is attached to a partnership at most once"
