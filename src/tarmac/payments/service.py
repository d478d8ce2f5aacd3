"""Payments of bookings (spec 01 §4.5, §4.9, §3.1): the room's door. Other rooms call
payments through this module alone; the rules live in the room's modules, by purpose:

- ``payable``: whether a booking may take a payment now (every way of paying asks).
- ``balance``: ``pay_with_balance``, a booking paid from its partner's wallet and confirmed.
- ``cards``: ``start_card``, the one way a card payment starts (``initiate``, the hosted
  page, ``start_exchange_difference``, ``fees.start_fee``); the worker's expiry.
- ``fees``: fees beside the booking's price (a correction's), by wallet or by card.
- ``extras``: services and seats bought for a sold booking, from the wallet.
- ``notifications``: ``settle``, what a card provider reports, once; the worker's rounds of
  card refunds.
- ``external``: a payment the client took itself (``confirm_external``), signatures.
- ``fare_refunds``: refunds by the fare (a cancel's money, the traveller's and the client's
  refund, part of one payment); ``exchange_money``: an exchange's refund and its undoing.
- ``queries``: reading payments and refunds, and the reader bookings' answers show.
- ``refunds``: how money goes back (wallet at once, card through the provider).

Writers lock the booking's row first, then its payments, as every other writer of a
booking does.
"""

from tarmac.payments.balance import pay_with_balance as pay_with_balance
from tarmac.payments.cards import start_card as start_card
from tarmac.payments.cards import start_exchange_difference as start_exchange_difference
from tarmac.payments.exchange_money import refund_exchange as refund_exchange
from tarmac.payments.exchange_money import undo_exchange as undo_exchange
from tarmac.payments.external import external_clients as external_clients
from tarmac.payments.external import set_signature_requirement as set_signature_requirement
from tarmac.payments.extras import buy_extras as buy_extras
from tarmac.payments.fare_refunds import fare_refund as fare_refund
from tarmac.payments.fare_refunds import held as held
from tarmac.payments.fare_refunds import refund_in_full as refund_in_full
from tarmac.payments.fare_refunds import refund_on_cancel as refund_on_cancel
from tarmac.payments.fare_refunds import refund_part as refund_part
from tarmac.payments.fees import pay_fee_with_balance as pay_fee_with_balance
from tarmac.payments.fees import start_fee as start_fee
from tarmac.payments.queries import find_refunds as find_refunds
from tarmac.payments.queries import of_bookings as of_bookings
from tarmac.payments.queries import receivables as receivables
from tarmac.payments.queries import refunds_of as refunds_of
