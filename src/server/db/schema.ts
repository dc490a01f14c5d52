import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AdminRole } from '../../domain/admin-roles';
import type { BarcodeFormat } from '../../domain/egcs';
import type { Locale } from '../../domain/i18n/locales';

// The Kysely view of the tables created by migrations/. Money is integer centavos.

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export type OtpSendAllowance = 'shared' | 'device';

export type CardholderStatus = 'issued' | 'pending' | 'registered' | 'blocked';

interface CampaignsTable {
  id: number;
  config: Json<unknown>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface CardholdersTable {
  id: Generated<number>;
  campaign_id: number;
  promo_code: string;
  customer_no: string;
  mobile_no: string | null;
  email_address: string | null;
  card_type_id: number;
  status: CardholderStatus;
  pending_since: NullableTimestamp;
  registered_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Decision 0209: the language of the cardholder's SMS and e-mail (migration 0020). */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
}

interface OtpChallengesTable {
  id: Generated<number>;
  cardholder_id: number;
  token_hash: string;
  code_hash: string;
  expires_at: Timestamp;
  failed_attempts: Generated<number>;
  verified_at: NullableTimestamp;
  dead_at: NullableTimestamp;
  login_token_hash: string | null;
  login_token_expires_at: NullableTimestamp;
  login_token_used_at: NullableTimestamp;
  /** Decision 0104: the code's shared allowance, or the signed-in device's own. */
  allowance: ColumnType<OtpSendAllowance, OtpSendAllowance | undefined, never>;
  /** Decision 0104: an HMAC of the client address that asked (null before migration 0006). */
  client_digest: string | null;
  created_at: CreatedAt;
}

interface LoginLinksTable {
  token_hash: string;
  cardholder_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

interface AdminsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  failed_attempts: Generated<number>;
  locked_until: NullableTimestamp;
  created_at: CreatedAt;
  role: ColumnType<AdminRole, AdminRole | undefined, AdminRole>;
  disabled_at: NullableTimestamp;
  /** Base32 TOTP secret once enrolled; the pending one between the QR and the first code. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  /** The last RFC 6238 time step accepted: a code of this step or earlier is a replay. */
  totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
}

interface AdminRecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

interface AdminSignInThrottleTable {
  email: string;
  client: string;
  failures: number;
  locks: number;
  locked_until: NullableTimestamp;
  updated_at: Timestamp;
}

interface AdminAuditTable {
  id: Generated<string>;
  at: Timestamp;
  admin_id: number | null;
  admin_email: string;
  action: string;
  cardholder_id: number | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, never>;
  client_address: string | null;
  user_agent: string | null;
}

/** Decision 0184: a one-time link that lets an admin enrol a second factor; only its SHA-256 is stored. */
interface AdminEnrolmentLinksTable {
  token_hash: string;
  admin_id: number;
  issued_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** Decision 0186: when an e-mail's failed sign-ins last reached the daily ceiling, and since when they count. */
/** Decision 0175: a wrong one-time code from a device not signed in before (the guess budget counts them). */
interface OtpWrongCodesTable {
  id: Generated<number>;
  cardholder_id: number;
  created_at: Timestamp;
}

/** Decision 0179: when the owner was last told their guess budget ran out. */
interface OtpGuessNoticesTable {
  cardholder_id: number;
  notified_at: Timestamp;
}

interface AdminSignInCeilingTable {
  email: string;
  reached_at: NullableTimestamp;
  counted_from: NullableTimestamp;
}

export type ApprovalKind = 'contact-change' | 'resend';
export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'superseded';

/** Decisions 0187, 0188: a contact change or a resend waiting for (or given) a second admin's decision. */
interface AdminApprovalsTable {
  id: Generated<number>;
  kind: ApprovalKind;
  cardholder_id: number;
  requested_by: number;
  requested_by_email: string;
  requested_at: Timestamp;
  from_email_address: string | null;
  from_mobile_no: string | null;
  to_email_address: string | null;
  to_mobile_no: string | null;
  order_id: number | null;
  /** Decision 0218: why the admin asked for a contact change (null for a resend, and before migration 0021). */
  reason: string | null;
  status: ColumnType<ApprovalStatus, ApprovalStatus | undefined, ApprovalStatus>;
  decided_by: number | null;
  decided_by_email: string | null;
  decided_at: NullableTimestamp;
}

interface AdminLoginAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string | null;
  succeeded: boolean;
  reason: string | null;
  created_at: CreatedAt;
}

interface SessionsTable {
  id_hash: string;
  kind: 'cardholder' | 'admin';
  cardholder_id: number | null;
  admin_id: number | null;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

interface MerchantCategoriesTable {
  id: Generated<number>;
  campaign_id: number;
  mcc_id: number;
  name: string;
  image: string | null;
  color: string | null;
}

export type RewardList = 'main' | 'bonus' | 'frequency';

interface MerchantsTable {
  id: Generated<number>;
  campaign_id: number;
  category_id: number | null;
  name: string;
  description: string | null;
  image: string | null;
  locations_url: string | null;
  is_for_platinum_only: Generated<boolean>;
  is_available: Generated<boolean>;
  reward_lists: ColumnType<RewardList[], RewardList[] | undefined, RewardList[]>;
  barcode_format: ColumnType<BarcodeFormat, BarcodeFormat | undefined, BarcodeFormat>;
}

interface DenominationsTable {
  id: Generated<number>;
  merchant_id: number;
  value_centavos: number;
  is_available: Generated<boolean>;
}

/**
 * Kept by the database's triggers (migration 0008, decision 0145): a cardholder's qualified spend (spec §1), read
 * by the overview. Written by no query of ours; a cardholder with no row has none.
 */
interface CardholderSpendTable {
  cardholder_id: number;
  qualified_centavos: ColumnType<string | number, never, never>;
}

interface TransactionsTable {
  id: Generated<number>;
  cardholder_id: number;
  reference_no: string;
  transaction_at: Timestamp;
  posted_at: NullableTimestamp;
  expiry_at: NullableTimestamp;
  value_centavos: number;
  type: string | null;
  mcc_id: number | null;
  location: string | null;
  bonus_kind: string | null;
  created_at: CreatedAt;
}

interface MainClaimsTable {
  id: Generated<number>;
  cardholder_id: number;
  threshold_centavos: number;
  reward_centavos: number;
  credits_expire_at: Timestamp;
  created_at: CreatedAt;
}

interface OrdersTable {
  id: Generated<number>;
  cardholder_id: number;
  kind: 'main' | 'bonus';
  client_reference_no: string;
  bonus_transaction_id: number | null;
  expires_at: Timestamp;
  resendable_after: NullableTimestamp;
  created_at: CreatedAt;
}

interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  denomination_id: number;
  merchant_name: string;
  value_centavos: number;
  /** Decision 0170: the code, sealed (platform/egc-codes); never stored in clear. */
  egc_code_sealed: string;
  /** A keyed digest of the code: found by the full code (the provider's reports), unique. */
  egc_code_digest: string;
  /** Decision 0172: the last four, upper case, for the admin's find and CSV. */
  egc_code_last4: string;
  status_id: Generated<number>;
  used_at: NullableTimestamp;
  status_reported_at: NullableTimestamp;
  created_at: CreatedAt;
}

export type EgcStatusSource = 'webhook' | 'file';

interface EgcStatusEventsTable {
  id: Generated<number>;
  order_item_id: number;
  status: 'redeemed' | 'active';
  reported_at: Timestamp;
  source: EgcStatusSource;
  applied: boolean;
  received_at: CreatedAt;
}

interface ProviderWebhookReplaysTable {
  signature: string;
  expires_at: Timestamp;
}

interface BonusClaimsTable {
  id: Generated<number>;
  cardholder_id: number;
  bonus_transaction_id: number;
  order_id: number;
  created_at: CreatedAt;
}

interface CreditLedgerTable {
  id: Generated<number>;
  cardholder_id: number;
  delta_centavos: number;
  reason: 'tier_claim' | 'redemption';
  order_id: number | null;
  created_at: CreatedAt;
}

interface OutboxTable {
  id: Generated<number>;
  /** Decision 0200: 'push' is one Web Push to one subscription; its recipient is the subscription's id. */
  channel: 'sms' | 'email' | 'push';
  recipient: string;
  subject: string;
  body: string;
  attachment_name: string | null;
  attachment: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: NullableTimestamp;
  created_at: CreatedAt;
  /** Decision 0090: one-time codes have lanes of their own. */
  priority: ColumnType<OutboxPriority, OutboxPriority | undefined, OutboxPriority>;
  /** When the next attempt may start (after a failure, the backoff). */
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The dispatcher sending it, and until when its claim holds. */
  lease_owner: string | null;
  lease_until: NullableTimestamp;
  /** Set after the last attempt failed; cleared by a re-drive. */
  failed_at: NullableTimestamp;
  /** Decision 0153: never sent after this (a one-time code's validity); null: no end. */
  expires_at: NullableTimestamp;
  /** Decision 0153: when it was dropped, not sent, having expired first. */
  dropped_at: NullableTimestamp;
  /** Decision 0173: the body holds eGC codes and is sealed (platform/egc-codes); open it to send or show it. */
  body_sealed: Generated<boolean>;
}

export type OutboxPriority = 'one-time-code' | 'standard';

/** Decision 0200: the VAPID key pair, one row, made once and shared by every instance. */
interface PushVapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: Timestamp;
}

/** Decision 0201: a browser's push subscription (its endpoint's origin is one of PUSH_ENDPOINTS). */
interface PushSubscriptionsTable {
  id: Generated<number>;
  cardholder_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
}

/** Decisions 0203, 0204: the nudge kinds a cardholder keeps on, and when they last refused the ask. */
interface NudgeSettingsTable {
  cardholder_id: number;
  progress: ColumnType<boolean, boolean | undefined, boolean>;
  egcs: ColumnType<boolean, boolean | undefined, boolean>;
  expiry: ColumnType<boolean, boolean | undefined, boolean>;
  refused_at: NullableTimestamp;
  updated_at: Timestamp;
}

/** Decision 0202: a moment sent (or judged) once per cardholder, moment and key. */
interface NudgeMomentsTable {
  cardholder_id: number;
  moment: string;
  key: string;
  created_at: Timestamp;
}

interface IdempotencyKeysTable {
  subject: string;
  key: string;
  route: string;
  request_hash: string;
  response: ColumnType<unknown | null, string | null, string | null>;
  created_at: CreatedAt;
}

interface EditHistoryTable {
  id: Generated<number>;
  cardholder_id: number;
  admin_id: number | null;
  modified_by: string;
  from_email_address: string | null;
  from_mobile_no: string | null;
  to_email_address: string | null;
  to_mobile_no: string | null;
  /** Decision 0218: the reason the change was asked for (null before migration 0021). */
  reason: string | null;
  created_at: CreatedAt;
}

interface ReportJobsTable {
  id: Generated<number>;
  admin_id: number;
  type_id: number;
  start_date: ColumnType<Date, string, string>;
  end_date: ColumnType<Date, string, string>;
  status: ColumnType<'queued' | 'running' | 'done' | 'failed', 'queued' | undefined, 'running' | 'done' | 'failed'>;
  error: string | null;
  finished_at: NullableTimestamp;
  created_at: CreatedAt;
  /** While running: until when the instance that took it holds it (decision 0094). */
  lease_until: NullableTimestamp;
  /** Decision 0240: the CSV it e-mailed, kept for the newest finished reports (null for older ones and failures). */
  csv: string | null;
}

/** Decision 0241: one row per transaction import, for the import screen's history. */
interface ImportRunsTable {
  id: Generated<number>;
  /** The admin who imported from the screen; null for `npm run import`. */
  admin_id: number | null;
  source: 'screen' | 'cli';
  /** The file's name, when the command line gave one. */
  file_name: string | null;
  /** Why the file as a whole could not be read (nothing imported); null when its rows were read. */
  file_error: string | null;
  imported: number;
  duplicates: number;
  rejected: number;
  cardholders: number;
  /** The rejected rows with why, as CSV: kept for the newest imports only. */
  rejected_csv: string | null;
  created_at: Timestamp;
}

interface CaptchaReplaysTable {
  signature: string;
  expires_at: Timestamp;
}

interface AnalyticsEventsTable {
  id: Generated<number>;
  name: string;
  path: string;
  detail: ColumnType<unknown | null, string | null, string | null>;
  cardholder_id: number | null;
  created_at: CreatedAt;
}

/** Decision 0091: the keys that sign codes, links and challenges, shared by every instance. */
interface SigningKeysTable {
  generation: number;
  secret: string;
  activates_at: Timestamp;
  retires_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Decision 0092: one sliding window of a rate limit: the times (epoch ms) of the hits it admitted. */
interface LimitWindowsTable {
  key: string;
  hits: ColumnType<number[], number[], number[]>;
  /** Whether the latest hit was admitted (a refused hit is not recorded in `hits`). */
  admitted: boolean;
  expires_at: Timestamp;
}

export interface Database {
  campaigns: CampaignsTable;
  cardholders: CardholdersTable;
  otp_challenges: OtpChallengesTable;
  login_links: LoginLinksTable;
  admins: AdminsTable;
  admin_login_attempts: AdminLoginAttemptsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_sign_in_throttle: AdminSignInThrottleTable;
  admin_audit: AdminAuditTable;
  admin_enrolment_links: AdminEnrolmentLinksTable;
  admin_sign_in_ceiling: AdminSignInCeilingTable;
  otp_wrong_codes: OtpWrongCodesTable;
  otp_guess_notices: OtpGuessNoticesTable;
  admin_approvals: AdminApprovalsTable;
  sessions: SessionsTable;
  merchant_categories: MerchantCategoriesTable;
  merchants: MerchantsTable;
  denominations: DenominationsTable;
  transactions: TransactionsTable;
  cardholder_spend: CardholderSpendTable;
  main_claims: MainClaimsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  egc_status_events: EgcStatusEventsTable;
  provider_webhook_replays: ProviderWebhookReplaysTable;
  bonus_claims: BonusClaimsTable;
  credit_ledger: CreditLedgerTable;
  outbox: OutboxTable;
  push_vapid_keys: PushVapidKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  nudge_settings: NudgeSettingsTable;
  nudge_moments: NudgeMomentsTable;
  idempotency_keys: IdempotencyKeysTable;
  edit_history: EditHistoryTable;
  report_jobs: ReportJobsTable;
  import_runs: ImportRunsTable;
  captcha_replays: CaptchaReplaysTable;
  analytics_events: AnalyticsEventsTable;
  signing_keys: SigningKeysTable;
  limit_windows: LimitWindowsTable;
}

export type CardholderRow = Selectable<CardholdersTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type NewTransaction = Insertable<TransactionsTable>;
