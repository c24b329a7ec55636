// What modules use to publish live events: record them inside the transaction of the change.
export { recordEvent, userEvent, withEvent, type EventAudience, type NewEvent } from './record-event';
