export default function ConfirmationScreen() { return null; }
