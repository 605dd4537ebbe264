"""Version 1 of the orders server's tools: the pydantic shapes real Python servers send.

Optionals are `X | None = None` (anyOf with null, default null), fields carry titles, `Address` is a shared model
(`$defs`/`$ref` where the framework keeps references), `Literal` gives enums, and models nest.
Both fixture servers (FastMCP 4 and the MCP Python SDK) register these functions unchanged.
"""

from typing import Annotated, Literal

from pydantic import BaseModel, Field

Priority = Literal["low", "normal", "high", "urgent"]


class Address(BaseModel):
    street: str = Field(description="Street and number")
    city: str
    country: Literal["US", "CA", "MX"] = Field(description="ISO country code")
    postcode: str | None = None


class Customer(BaseModel):
    name: str = Field(title="Full name", description="The customer's full name")
    email: str = Field(description="Where the receipt goes")
    billing: Address
    shipping: Address | None = None


class Order(BaseModel):
    id: str
    status: Literal["open", "shipped"]
    total: float


def create_order(
    customer: Customer,
    sku: Annotated[str, Field(description="Stock keeping unit")],
    quantity: Annotated[int, Field(description="How many", ge=1, le=100)] = 1,
    priority: Priority = "normal",
    note: str | None = None,
) -> Order:
    """Create an order for a customer."""
    return Order(id="o-1", status="open", total=9.5 * quantity)


def search_orders(
    query: Annotated[str, Field(description="Words to look for in orders")],
    status: Literal["open", "shipped", "cancelled"] | None = None,
    limit: Annotated[int, Field(description="Most results to return", le=100)] = 10,
) -> list[Order]:
    """Search orders."""
    return []


TOOLS = [create_order, search_orders]
