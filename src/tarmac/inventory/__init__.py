"""Places and seats of each flight: booking-class inventory and seat assignments."""
