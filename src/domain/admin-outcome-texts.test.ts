import { describe, expect, it } from 'vitest';
import { adminResendMessage, userUpdateMessage } from './admin-outcome-texts';

describe('decisions 0187, 0188: what a contact change and an admin resend answer', () => {
  it("user update: the spec's 0 text, or 'Change Requested…' while the change waits for a second admin", () => {
    expect(userUpdateMessage(0).text).toBe('Update Successful: The mobile and/or email address has been updated.');
    expect(userUpdateMessage(4712)).toEqual({
      title: 'Change Requested',
      body: 'The new mobile number and/or email address takes effect once another admin approves it.',
      text: 'Change Requested: The new mobile number and/or email address takes effect once another admin approves it.',
    });
  });

  it.each([
    [0, 'eGCs Resent'],
    [4307, 'Resend Not Available'],
    [4308, 'Nothing to Resend'],
    [4712, 'Resend Held'],
    // Decision 0165's spelling: the spec's 'occured' is said right.
    [4, 'An error occurred'],
  ])('admin resend %i: %s', (statusId, title) => {
    expect(adminResendMessage(statusId).title).toBe(title);
  });
});
