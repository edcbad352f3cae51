import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfigErrorPage } from './ConfigErrorPage';

describe('the configuration error page', () => {
  it('offers Retry when the request failed or stalled', async () => {
    const retry = vi.fn();
    render(<ConfigErrorPage configKey="config.json" reason="did not answer within 15 seconds" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('config.json did not answer within 15 seconds');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('names the bad key and offers no Retry when config.json itself is wrong', () => {
    render(<ConfigErrorPage configKey="auth0" reason="must be set when mockPlatform is false" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The configuration is not valid: auth0 must be set');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
