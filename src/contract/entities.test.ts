import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod/mini';
import type { MerchantSchema } from '../domain/campaign-config';
import type { Egc } from '../domain/egcs';
import type { Credit, Merchant, MerchantCategory, Order, Transaction } from '../domain/entities';
import type { CreditSchema, MerchantCategorySchema, OrderSchema, TransactionSchema } from './entities';
import type { EgcSchema } from './wallet';

// Checked by the type-check (`tsc -b`): a parsed entity that stops fitting the domain's interface fails to compile.
describe('spec §3 entities', () => {
  it("every parsed entity can be handed to the domain's rules as is", () => {
    expectTypeOf<z.infer<typeof TransactionSchema>>().toExtend<Transaction>();
    expectTypeOf<z.infer<typeof OrderSchema>>().toExtend<Order>();
    expectTypeOf<z.infer<typeof MerchantCategorySchema>>().toExtend<MerchantCategory>();
    expectTypeOf<z.infer<typeof MerchantSchema>>().toExtend<Merchant>();
    expectTypeOf<z.infer<typeof CreditSchema>>().toExtend<Credit>();
    expectTypeOf<z.infer<typeof EgcSchema>>().toExtend<Egc>();
  });
});
