import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { browser } from '@/platform/browser';
import { openProfile, pickMenuItem } from '../../__tests__/profileTestKit';
import { forgetRiskRadarPdfs } from '../riskRadarPdfCache';

// 100012: "Ashworth Joinery Ltd" (mocks/data/awkward.ts, the twelfth awkward supplier).
const SUPPLIER = { id: 100012, name: 'Ashworth Joinery Ltd' };

beforeAll(async () => {
  // The viewer and the PDF library are lazy chunks; have them ready as a buyer's browser would.
  await Promise.all([import('../PrintRiskRadarDialog'), import('../pdf/renderRiskRadarPdf')]);
});

beforeEach(() => {
  forgetRiskRadarPdfs();
  // jsdom has no blob URLs.
  URL.createObjectURL = vi.fn(() => 'blob:risk-radar');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => vi.restoreAllMocks());

describe('Print risk radar from the profile menu (spec 02 §2.7)', () => {
  it('generates the PDF with "loading" meanwhile, shows it in an 800 px viewer and downloads it named after the supplier', async () => {
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
    // The print data waits until "loading" has been seen: on a busy machine the PDF could be ready first.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('*/mock-api/riskChecker/print/:id', async () => {
      await held;
      return undefined;
    }));
    const { user } = await openProfile(SUPPLIER.id, SUPPLIER.name, { sub: 'overview' });
    await pickMenuItem(user, 'Print risk radar');
    const dialog = await screen.findByRole('dialog', { name: 'Risk Radar' });
    expect(within(dialog).getByRole('progressbar', { name: 'Generating the risk radar…' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeDisabled();
    release();
    const frame = await within(dialog).findByTitle(`Risk Radar PDF for ${SUPPLIER.name}`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:risk-radar');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), `Risk Radar - ${SUPPLIER.name}.pdf`);
    const [blob] = saveFile.mock.calls[0];
    expect(blob.type).toBe('application/pdf');
  }, 45000);

  it('a risk data failure says the PDF could not be generated, with Try again that generates it', async () => {
    let fail = true;
    server.use(http.get('*/mock-api/riskChecker/print/:id', () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)));
    const { user } = await openProfile(SUPPLIER.id, SUPPLIER.name, { sub: 'overview' });
    await pickMenuItem(user, 'Print risk radar');
    const dialog = await screen.findByRole('dialog', { name: 'Risk Radar' });
    expect(await within(dialog).findByRole('heading', { name: 'The risk radar PDF could not be generated' })).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTitle(`Risk Radar PDF for ${SUPPLIER.name}`)).toBeInTheDocument();
  }, 45000);

  it('Close ends the viewer', async () => {
    const { user } = await openProfile(SUPPLIER.id, SUPPLIER.name, { sub: 'overview' });
    await pickMenuItem(user, 'Print risk radar');
    const dialog = await screen.findByRole('dialog', { name: 'Risk Radar' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    expect(screen.queryByRole('dialog', { name: 'Risk Radar' })).not.toBeInTheDocument();
  }, 45000);
});
