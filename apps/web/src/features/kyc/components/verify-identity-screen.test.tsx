import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type KycStatus } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Over = { [K in keyof KycStatus]?: KycStatus[K] extends object | null ? Partial<NonNullable<KycStatus[K]>> | null : KycStatus[K] };

function statusOf(over: Over = {}): KycStatus {
  const base: KycStatus = {
    required: true,
    verifiedAt: null,
    registered: { cpfMasked: '***.982.247-**', birthDate: '1990-05-17', fullName: null },
    cpf: { status: null, checkedAt: null, nameMatch: null, birthDateMatch: null, adult: null, passed: false, refusal: null, checksLeft: 5 },
    liveness: { state: 'none', at: null, sessionsLeft: 10, capture: 'site' },
    document: { state: 'none', kind: null, reason: null, submittedAt: null, decidedAt: null },
    revoked: null,
  };
  return {
    ...base,
    ...over,
    registered: { ...base.registered, ...over.registered },
    cpf: { ...base.cpf, ...over.cpf },
    liveness: { ...base.liveness, ...over.liveness },
    document: { ...base.document, ...over.document },
    revoked: over.revoked === undefined ? null : (over.revoked as KycStatus['revoked']),
  } as KycStatus;
}

const passedCpf = { status: 'regular', nameMatch: true, birthDateMatch: true, adult: true, passed: true } as const;

function open(status: KycStatus, routes: Parameters<typeof fakeApi>[0] = {}, path = '/m/verifyIdentity') {
  const api = fakeApi({ [API.kyc]: () => ({ value: status }), ...routes });
  useSessionStore.getState().setSession(sessionValue('ana_1'));
  renderApp(path);
  return api;
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'me.png', { type: 'image/png' });

describe('identity verification page', () => {
  it('checks the CPF on file with the name typed, then opens the selfie step', async () => {
    const { calls } = open(statusOf(), {
      [API.kycCpf]: () => ({ value: statusOf({ cpf: passedCpf, registered: { fullName: 'Maria Silva' } }) }),
    });
    expect((await screen.findByTestId('kyc-intro')).textContent).toContain('Para depositar e jogar');
    expect(screen.getByTestId('kyc-cpf-on-file').textContent).toBe('***.982.247-**');
    expect(screen.queryByTestId('field-cpf')).toBeNull();
    fireEvent.click(screen.getByTestId('kyc-cpf-submit'));
    expect(screen.getByTestId('error-fullName').textContent).toBe('Digite seu nome completo como no CPF (somente letras).');
    fireEvent.change(screen.getByTestId('field-fullName'), { target: { value: 'Maria Silva' } });
    fireEvent.click(screen.getByTestId('kyc-cpf-submit'));
    await waitFor(() => expect(screen.getByTestId('kyc-step-cpf-state').textContent).toBe('Concluída'));
    expect(calls.find((c) => c.path === API.kycCpf)?.body).toEqual({ fullName: 'Maria Silva' });
    expect(screen.getByTestId('kyc-file-selfie').getAttribute('capture')).toBe('user');
  });

  it('keeps a refused CPF on the page with its message and the way to the Receita Federal', async () => {
    open(statusOf({ cpf: { status: 'pending', passed: false, refusal: 'kyc.cpf.pending' } }));
    const refusal = await screen.findByTestId('kyc-cpf-refusal');
    expect(refusal.textContent).toContain('pendente de regularização');
    expect(screen.getByTestId('kyc-cpf-regularise').getAttribute('href')).toContain('receita.fazenda.gov.br');
    expect(screen.getByTestId('kyc-step-cpf-state').textContent).toBe('Recusada');
  });

  it('asks a member without a CPF on file for it', async () => {
    open(statusOf({ registered: { cpfMasked: null, birthDate: null, fullName: 'Ana' } }));
    expect(await screen.findByTestId('field-cpf')).toBeTruthy();
    expect(screen.getByTestId('field-birthDate').getAttribute('type')).toBe('date');
    expect((screen.getByTestId('field-fullName') as HTMLInputElement).value).toBe('Ana');
  });

  it('sends the selfie to the session the capture link named, and says when it failed', async () => {
    const session = '0b6f3a52-4c1e-4a53-9a57-5f6f7c2d9e11';
    const { calls } = open(
      statusOf({ cpf: passedCpf }),
      {
        [API.kycLivenessSelfie.replace(':sessionId', session)]: () => ({
          value: statusOf({ cpf: passedCpf, liveness: { state: 'failed' } }),
        }),
      },
      `/m/verifyIdentity?selfie=${session}`,
    );
    fireEvent.change(await screen.findByTestId('kyc-file-selfie'), { target: { files: [png()] } });
    expect(await screen.findByTestId('kyc-file-selfie-preview')).toBeTruthy();
    fireEvent.click(screen.getByTestId('kyc-selfie-submit'));
    expect(await screen.findByTestId('kyc-selfie-failed')).toBeTruthy();
    const upload = calls.find((c) => c.path.endsWith('/selfie'));
    expect(String((upload?.body as { image: string }).image)).toMatch(/^data:image\/png;base64,/);
    expect(calls.some((c) => c.path === API.kycLiveness)).toBe(false);
  });

  it('refuses a file that is no photo before sending it', async () => {
    open(statusOf({ cpf: passedCpf }));
    fireEvent.change(await screen.findByTestId('kyc-file-selfie'), {
      target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] },
    });
    expect((await screen.findByTestId('kyc-file-selfie-error')).textContent).toBe('Envie uma foto (JPEG, PNG ou WebP) ou um PDF.');
  });

  it('shows a rejected document with its reason and the form again, then the review once sent', async () => {
    const rejected = statusOf({
      cpf: passedCpf,
      liveness: { state: 'passed' },
      document: { state: 'rejected', kind: 'cnh', reason: 'expired' },
    });
    const { calls } = open(rejected, {
      [API.kycDocument]: () => ({
        value: statusOf({ cpf: passedCpf, liveness: { state: 'passed' }, document: { state: 'pending', kind: 'cnh' } }),
      }),
    });
    expect((await screen.findByTestId('kyc-document-rejected')).textContent).toBe(
      'Documento recusado: O documento está vencido. Envie de novo.',
    );
    expect(screen.getByTestId('kyc-document-kind-cnh').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('kyc-document-submit'));
    expect(screen.getByTestId('kyc-document-missing')).toBeTruthy();
    const pdf = new File(['%PDF-1.7'], 'cnh.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('kyc-file-front'), { target: { files: [png()] } });
    fireEvent.change(screen.getByTestId('kyc-file-back'), { target: { files: [pdf] } });
    expect((await screen.findByTestId('kyc-file-back-preview')).textContent).toBe('PDF: cnh.pdf');
    await screen.findByTestId('kyc-file-front-preview');
    fireEvent.click(screen.getByTestId('kyc-document-submit'));
    expect(await screen.findByTestId('kyc-in-review')).toBeTruthy();
    expect(calls.find((c) => c.path === API.kycDocument)?.body).toMatchObject({
      kind: 'cnh',
      back: expect.stringMatching(/^data:application\/pdf;base64,/),
    });
    expect(screen.getByTestId('kyc-step-document-state').textContent).toBe('Em análise');
  });

  it('says when the identity is verified, with the way to deposit', async () => {
    open(statusOf({ verifiedAt: '2026-12-07T10:00:00Z', cpf: passedCpf, liveness: { state: 'passed' }, document: { state: 'approved' } }));
    expect((await screen.findByTestId('kyc-verified')).textContent).toContain('Identidade verificada');
    expect(screen.getByTestId('kyc-verified-deposit').getAttribute('href')).toBe('/m/voucherCenter');
  });

  it('leads a revoked member through the steps again, saying why', async () => {
    open(statusOf({ cpf: passedCpf, revoked: { at: '2026-12-07T10:00:00Z', reason: 'fake_document' } }));
    expect((await screen.findByTestId('kyc-revoked')).textContent).toContain('O documento enviado não foi aceito.');
    expect(screen.getByTestId('kyc-file-selfie')).toBeTruthy();
  });
});
