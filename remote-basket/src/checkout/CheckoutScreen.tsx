export default function CheckoutScreen() { return null; }
