"""Bookings (spec 01 §4.5, §3.1): the room's door. Other rooms reach bookings through this
module; the work is done in the room's modules by purpose, whose names it hands on:

- ``sale``: every new booking, built by one builder (``create``, an exchange's
  ``create_exchanged``, an airline move's ``create_moved``).
- ``answers``: a booking as the JSON API answers it (``with_money``: with its payments).
- ``views``: a booking seen whole (``BookingView``, its charges worked out once) and what it
  carries over from an exchange.
- ``queries``: who sees a booking, one or a page of them, and the reads of other rooms.
- ``lifecycle``: confirmed, cancelled, extended, flown, paid for, corrected; ``expiry``:
  pending bookings past their time; ``places``: the places and seats a booking holds.
- ``exchanged``: the old booking of an exchange or a move, ended and restored.
- ``records``: the history lines and events' fields a booking writes.

Transitions lock the booking row (``FOR UPDATE``) and record a ``BookingEvent``.
"""

from tarmac.bookings.after_sale import Added as Added
from tarmac.bookings.after_sale import add_after_sale as add_after_sale
from tarmac.bookings.answers import with_money as with_money
from tarmac.bookings.exchanged import end_exchanged as end_exchanged
from tarmac.bookings.exchanged import undo_exchange as undo_exchange
from tarmac.bookings.lifecycle import DEPARTED as DEPARTED
from tarmac.bookings.lifecycle import CancelRefund as CancelRefund
from tarmac.bookings.lifecycle import cancel as cancel
from tarmac.bookings.lifecycle import cancel_booking as cancel_booking
from tarmac.bookings.lifecycle import confirm_booking as confirm_booking
from tarmac.bookings.lifecycle import correct_passengers as correct_passengers
from tarmac.bookings.lifecycle import flights_arrived as flights_arrived
from tarmac.bookings.lifecycle import flights_departed as flights_departed
from tarmac.bookings.lifecycle import not_departed as not_departed
from tarmac.bookings.lifecycle import nothing_charged as nothing_charged
from tarmac.bookings.lifecycle import record_payment as record_payment
from tarmac.bookings.links import booking_language as booking_language
from tarmac.bookings.queries import bookings_by_id as bookings_by_id
from tarmac.bookings.queries import checkin_trip as checkin_trip
from tarmac.bookings.queries import confirmed_on as confirmed_on
from tarmac.bookings.queries import confirmed_on_flights as confirmed_on_flights
from tarmac.bookings.queries import confirming as confirming
from tarmac.bookings.queries import current as current
from tarmac.bookings.queries import exchange_chain as exchange_chain
from tarmac.bookings.queries import find as find
from tarmac.bookings.queries import flight_ids as flight_ids
from tarmac.bookings.queries import flights_of as flights_of
from tarmac.bookings.queries import get as get
from tarmac.bookings.queries import history as history
from tarmac.bookings.queries import of_callers_client as of_callers_client
from tarmac.bookings.queries import owned as owned
from tarmac.bookings.queries import passengers_on_flight as passengers_on_flight
from tarmac.bookings.queries import refund_basis as refund_basis
from tarmac.bookings.queries import sold as sold
from tarmac.bookings.queries import travelling_on as travelling_on
from tarmac.bookings.queries import visible_to as visible_to
from tarmac.bookings.records import actor as actor
from tarmac.bookings.sale import create as create
from tarmac.bookings.sale import create_exchanged as create_exchanged
from tarmac.bookings.sale import create_moved as create_moved
from tarmac.bookings.views import EXCHANGE as EXCHANGE
from tarmac.bookings.views import BookingView as BookingView
from tarmac.bookings.views import Confirming as Confirming
from tarmac.bookings.views import Sold as Sold
from tarmac.bookings.views import carried_over as carried_over
from tarmac.bookings.views import to_collect as to_collect
from tarmac.bookings.views import view as view
