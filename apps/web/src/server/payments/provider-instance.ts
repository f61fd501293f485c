// The process's payment provider, chosen once by configuration: Stripe when keyed, the test gateway otherwise.
import 'server-only';
import { now } from '../clock';
import { readPaymentConfig } from '../config';
import type { PaymentProvider } from './provider';
import { stripeProvider } from './stripe-provider';
import { testGatewayProvider } from './test-gateway/gateway';
import { databaseTestPaymentStore } from './test-gateway/store';

type TestGateway = ReturnType<typeof testGatewayProvider>;

let instance: { provider: PaymentProvider; testGateway: TestGateway | null } | null = null;

function create() {
  const config = readPaymentConfig();
  if (config.provider === 'stripe') {
    return {
      provider: stripeProvider({
        secretKey: config.secretKey,
        webhookSecret: config.webhookSecret,
        apiUrl: config.apiUrl,
      }),
      testGateway: null,
    };
  }
  const testGateway = testGatewayProvider(databaseTestPaymentStore(now));
  return { provider: testGateway, testGateway };
}

export function paymentProvider(): PaymentProvider {
  instance ??= create();
  return instance.provider;
}

/** The test gateway when it is the configured provider; null with Stripe (its routes then answer 404). */
export function testGateway(): TestGateway | null {
  instance ??= create();
  return instance.testGateway;
}

/** Tests switch configuration between cases. */
export function resetPaymentProvider(): void {
  instance = null;
}
