import { GiftCardMessage } from '@larder/contracts/values/gift-cards';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../../test/network';
import { renderApp } from '../../../../test/render';
import { RedeemForm, RedeemText } from './redeem-form';

describe('<RedeemForm />', () => {
  it('asks for a code, shows why one is refused, and says how much became credits', async () => {
    const sent: unknown[] = [];
    let attempt = 0;
    standInNetwork().on('POST', '/api/v2/gift-cards/redeem/', ({ body }) => {
      sent.push(JSON.parse(body));
      attempt += 1;
      return attempt === 1
        ? json({ code: 'gift_card_unknown', detail: GiftCardMessage.Unknown }, 404)
        : json({ amount_cents: 5000, balance_cents: 7500, detail: GiftCardMessage.redeemed('$50.00') });
    });
    renderApp(<RedeemForm />, { at: '/redeem/' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: RedeemText.Submit }));
    expect(await screen.findByText(GiftCardMessage.CodeRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText(/Gift card code/), 'gift-aaaa-bbbb-cccc-dddd-eeee');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(GiftCardMessage.Unknown)).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(RedeemText.balance(7500))).toBeTruthy();
    expect(sent).toEqual([{ code: 'gift-aaaa-bbbb-cccc-dddd-eeee' }, { code: 'gift-aaaa-bbbb-cccc-dddd-eeee' }]);
  });
});
