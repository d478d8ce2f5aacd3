"""A booking's e-ticket (``GET /bookings/{id}/eticket``): what the booking holds, mapped onto
``eticket.ETicket`` and rendered as a PDF.

An e-ticket exists once tickets are issued, at confirmation (409 ``NotTicketed`` before).
It is in the booking's language (``Booking.language``, the one it was made in), whoever
downloads it. Its money comes from the tickets' values and the booking's own charges: each
tax once by its name, then fees, seats, services; the total is the booking's. Fare
conditions are the quote's fare rules per leg in words of that language (fees, with the
higher fee close to departure; baggage; seat selection; stay; the services the fare allows
by name), not the quote's notes (Russian only). Services print by name: the airline's names
of its taxes and services, as it wrote them.
"""

import uuid
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession
from starlette.concurrency import run_in_threadpool

from tarmac.auth.caller import Caller
from tarmac.bookings import access, queries, views
from tarmac.bookings.errors import NotTicketed
from tarmac.content import service as content
from tarmac.core import clock
from tarmac.core.errors import NotFound
from tarmac.core.money import ZERO
from tarmac.messaging import attachments
from tarmac.messaging.attachments import Attachment
from tarmac.pricing import service as pricing
from tarmac.ticketing import eticket
from tarmac.ticketing.eticket_words import word

FARE_TAX = "FARE"  # the code of the taxes filed with the fare (``ticketing.values``)
OTHER_CHARGES = "other"  # the rest of an older booking's total (``BookingView.charges``)


async def eticket_pdf(session: AsyncSession, booking_id: uuid.UUID, caller: Caller) -> bytes:
    """The booking's e-ticket, for a key that sees it or the booking's magic link."""
    if caller.booking_id is not None:
        view = await access.opened_view(session, booking_id, caller)
    else:
        view = await queries.get(session, booking_id, caller)
    if not view.tickets.tickets:
        raise NotTicketed(
            f"The booking is {view.booking.status}: an e-ticket exists once it is confirmed"
        )
    document = await _document(session, view)
    return await run_in_threadpool(eticket.render, document)


@attachments.maker("eticket")
async def eticket_attachment(session: AsyncSession, ref: str) -> Attachment | None:
    """The e-ticket an e-mail carries (``messaging.attachments``), as the booking is when
    the e-mail leaves; nothing when it has no tickets (cancelled before)."""
    booking = await queries.current(session, uuid.UUID(ref))
    view = await views.view(session, booking)
    if not view.tickets.tickets or booking.status != "confirmed":
        return None
    pdf = await run_in_threadpool(eticket.render, await _document(session, view))
    return Attachment(f"eticket-{booking.booking_reference}.pdf", "application/pdf", pdf)


async def _airline(session: AsyncSession) -> eticket.Airline:
    try:
        profile = await content.get_airline_profile(session)
    except NotFound:
        return eticket.Airline(name="Tarmac", iata_code="TQ", contact="")
    contact = " · ".join(
        part for part in (profile.contact_phone, profile.contact_email, profile.website) if part
    )
    return eticket.Airline(
        name=profile.airline_name_en or profile.airline_name,
        iata_code=profile.iata_code,
        contact=contact,
    )


def money_lines(view: views.BookingView) -> tuple[eticket.MoneyLine, ...]:
    """What the total is made of, in the booking's language: the tickets' fares, each tax
    once by its name (the taxes filed with the fare in words), fees, seats and services,
    then the booking's own charges (``ticketing.values``), adding up to the total. A booking
    ticketed before tickets carried their value shows the rest as one line."""
    lang = view.booking.language
    tickets = view.tickets.tickets
    fare = sum((t.fare_amount for t in tickets), ZERO)
    lines = [eticket.MoneyLine(word(lang, "fare_line"), fare)]
    taxes: dict[str, Decimal] = {}
    for ticket in tickets:
        for tax in ticket.taxes:
            name = word(lang, "fare_taxes") if tax["code"] == FARE_TAX else tax["name"]
            taxes[name or tax["code"]] = taxes.get(name or tax["code"], ZERO) + Decimal(
                tax["amount"]
            )
    lines += [eticket.MoneyLine(name, amount) for name, amount in taxes.items()]
    for label, amount in (
        ("fees", sum((t.fees_amount for t in tickets), ZERO)),
        ("seats", sum((t.seat_amount for t in tickets), ZERO)),
        ("services_line", sum((t.ancillary_amount for t in tickets), ZERO)),
    ):
        if amount:
            lines.append(eticket.MoneyLine(word(lang, label), amount))
    lines += [
        eticket.MoneyLine(
            word(lang, "other_charges") if c.kind == OTHER_CHARGES else c.description, c.amount
        )
        for c in view.charges
    ]
    return tuple(lines)


async def _document(session: AsyncSession, view: views.BookingView) -> eticket.ETicket:
    booking = view.booking
    quote = booking.pricing.get("quote", {})
    service_names = {s.code: s.name for s in await pricing.list_ssr_services(session)}
    segments = [
        eticket.Segment(
            id=str(leg.segment.id),
            flight_number=leg.flight.flight_number,
            origin=leg.origin.iata_code,
            origin_city=leg.origin.city,
            destination=leg.destination.iata_code,
            destination_city=leg.destination.city,
            departure=leg.departure,
            arrival=leg.arrival,
            cabin=leg.segment.cabin,
            booking_class=leg.segment.booking_class,
            fare_family=leg.segment.fare_family_code,
        )
        for leg in view.trip()
    ]
    families = await pricing.fare_families_by_code(
        session, {segment.fare_family_code for segment in view.segments}
    )
    rules = {entry["leg"]: entry for entry in quote.get("fare_rules", [])}
    conditions = []
    for segment in view.segments:
        rule = rules.get(segment.direction)
        if rule is None:
            continue
        family = families.get(segment.fare_family_code)
        refund_fee = Decimal(rule["cancellation_fee"])
        change_fee = Decimal(rule["change_fee"])
        multiplier = Decimal(str(rule.get("exchange_penalty_multiplier", 1)))
        conditions.append(
            eticket.FareConditions(
                segment_id=str(segment.id),
                refundable=rule["refundable"],
                changeable=rule["changeable"],
                currency=rule["currency"],
                refund_fee=refund_fee,
                change_fee=change_fee,
                baggage=family.baggage_allowance if family else None,
                cabin_baggage=family.cabin_baggage if family else None,
                refund_late_hours=pricing.REFUND_DOUBLING_HOURS,
                refund_late_fee=refund_fee * 2,
                change_late_hours=rule.get("exchange_threshold_hours"),
                change_late_fee=change_fee * multiplier,
                seat_selection=rule.get("seat_selection"),
                min_stay_days=rule.get("min_stay_days"),
                max_stay_days=rule.get("max_stay_days"),
                allowed_services=tuple(
                    service_names.get(code, code) for code in rule.get("allowed_ssr_codes", [])
                ),
            )
        )
    segment_of = {segment.flight_id: str(segment.id) for segment in view.segments}
    issued = booking.confirmed_at or booking.created_at
    return eticket.ETicket(
        airline=await _airline(session),
        booking=eticket.Booking(
            booking_reference=booking.booking_reference,
            status=booking.status,
            issue_date=clock.today_at(issued),
            contact_name=booking.contact_name or "",
            contact_email=booking.contact_email or "",
            contact_phone=booking.contact_phone or "",
            total_amount=booking.total_amount,
            currency=booking.currency,
            lines=money_lines(view),
            payment_status=booking.payment_status,
        ),
        passengers=tuple(
            eticket.Passenger(
                id=str(p.id),
                first_name=p.first_name,
                last_name=p.last_name,
                middle_name=p.middle_name,
                passenger_type=p.passenger_type,
                date_of_birth=p.date_of_birth,
                document_type=p.document_type,
                document_number=p.document_number,
            )
            for p in view.passengers
        ),
        segments=tuple(segments),
        tickets=tuple(
            eticket.Ticket(
                passenger_id=str(ticket.passenger_id),
                segment_id=str(coupon.segment_id),
                number=ticket.ticket_number,
                coupon=coupon.coupon_number,
                status=coupon.status,
                exchanged_from=view.tickets.exchanged_from(ticket),
            )
            for ticket in view.tickets.tickets
            for coupon in view.tickets.coupons_of(ticket)
        ),
        seats=tuple(
            eticket.Seat(
                passenger_id=str(s.passenger_id),
                segment_id=str(s.segment_id),
                seat_number=s.seat_number,
                fee=s.seat_fee,
                zone=s.zone,
            )
            for s in view.seats
        ),
        services=tuple(
            eticket.Service(
                code=i.code,
                name=i.name or service_names.get(i.code, i.code),
                amount=i.amount or None,
                passenger_id=str(i.passenger_id) if i.passenger_id else None,
                segment_id=(segment_of.get(i.flight_id) if i.kind == "special_request" else None),
            )
            for i in view.items
        ),
        fare_conditions=tuple(conditions),
        language=booking.language,
        emds=_emds(view),
    )


def _emds(view: views.BookingView) -> tuple[eticket.Emd, ...]:
    """The booking's EMDs, each with the ticket (and ticket coupon) it goes with."""
    numbers = {t.id: t.ticket_number for t in view.tickets.tickets}
    coupons = {c.id: c.coupon_number for c in view.tickets.all_coupons}
    return tuple(
        eticket.Emd(
            number=emd.emd_number,
            emd_type=emd.emd_type,
            rfic=emd.rfic,
            rfisc=emd.rfisc,
            description=emd.description,
            status=emd.status,
            amount=emd.amount,
            coupon=emd.coupon_number,
            passenger_id=str(emd.passenger_id) if emd.passenger_id else None,
            ticket_number=numbers.get(emd.ticket_id) if emd.ticket_id else None,
            ticket_coupon=coupons.get(emd.ticket_coupon_id) if emd.ticket_coupon_id else None,
        )
        for emd in view.tickets.emds
    )
