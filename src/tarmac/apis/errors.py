"""The errors of APIS passenger lists, one class per rule."""

from tarmac.core.errors import BusinessRuleError, NotFound, Unauthorized


class ApisFlightNotFound(NotFound):
    code = "apis_flight_not_found"
    default_detail = "Flight not found"


class ApisMessageNotFound(NotFound):
    code = "apis_message_not_found"
    default_detail = "No such passenger list of this flight"


class ApisDestinationNotFound(NotFound):
    code = "apis_destination_not_found"
    default_detail = "APIS destination not found"


class FlightNotInternational(BusinessRuleError):
    """A domestic flight (its route domestic and both airports in one country) carries no
    passenger list."""

    code = "flight_not_international"
    default_detail = "The flight is domestic: no passenger list is sent for it"


class NoApisDestination(BusinessRuleError):
    """No active destination asks for this flight: none for its arrival country (or for its
    departure country, where one asks for departures), or not the one named."""

    code = "no_apis_destination"
    default_detail = "No active APIS destination is configured for this flight's countries"
    advice = "Configure one under /api/v1/admin/apis-destinations, or activate it."


class ReceiverRefused(Unauthorized):
    """The sandbox's receiver checks the destination's header as an authority would."""

    code = "apis_receiver_refused"
    default_detail = "The destination's authentication header is missing or wrong"


class MalformedPaxlst(BusinessRuleError):
    """What the sandbox's receiver refuses, as an authority would: not UN/EDIFACT, or an
    envelope whose references or counts do not agree."""

    code = "paxlst_malformed"
    default_detail = "Not a PAXLST interchange whose control references and segment counts agree"
