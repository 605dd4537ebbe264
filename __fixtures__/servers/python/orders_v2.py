"""Version 2 of the orders server (see orders_v1.py). Each change is one finding at one path:

- search_orders: `query` renamed to `search_query` (same type and description)
- search_orders: `limit` maximum 100 -> 50 (narrowed)
- search_orders: the optional `status` (anyOf with null) loses "cancelled"
- create_order: `priority` loses "urgent" (Literal narrowed)
- create_order: `customer.billing.country` and `customer.shipping.country` lose "MX" (the shared Address model)
- create_order: new required `currency`
- create_order: `customer.phone` new and required (nested model)
"""

from typing import Annotated, Literal

from pydantic import BaseModel, Field

Priority = Literal["low", "normal", "high"]


class Address(BaseModel):
    street: str = Field(description="Street and number")
    city: str
    country: Literal["US", "CA"] = Field(description="ISO country code")
    postcode: str | None = None


class Customer(BaseModel):
    name: str = Field(title="Full name", description="The customer's full name")
    email: str = Field(description="Where the receipt goes")
    phone: str = Field(description="A number to call about the order")
    billing: Address
    shipping: Address | None = None


class Order(BaseModel):
    id: str
    status: Literal["open", "shipped"]
    total: float


def create_order(
    customer: Customer,
    sku: Annotated[str, Field(description="Stock keeping unit")],
    currency: Literal["USD", "EUR"],
    quantity: Annotated[int, Field(description="How many", ge=1, le=100)] = 1,
    priority: Priority = "normal",
    note: str | None = None,
) -> Order:
    """Create an order for a customer."""
    return Order(id="o-1", status="open", total=9.5 * quantity)


def search_orders(
    search_query: Annotated[str, Field(description="Words to look for in orders")],
    status: Literal["open", "shipped"] | None = None,
    limit: Annotated[int, Field(description="Most results to return", le=50)] = 10,
) -> list[Order]:
    """Search orders."""
    return []


TOOLS = [create_order, search_orders]
