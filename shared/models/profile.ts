import { z } from 'zod';
import { PasswordPolicyInput } from '../api/wire/password-policy';

/** Whose token a profile holds; it decides which screens work (spec 5.3, 5.4). */
export const PROFILE_KINDS = ['organization', 'system'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];
export const PROFILE_KIND_LABEL: Record<ProfileKind, string> = {
  organization: 'Organization administrator',
  system: 'System administrator',
};

/** `auto`: the spec's paths first, the management form once on 404/405, then remembered. */
export const DIALECT_CHOICES = ['auto', 'spec', 'management'] as const;
export type DialectChoice = (typeof DIALECT_CHOICES)[number];

export const profileInputSchema = z.object({
  name: z.string().trim().min(1, 'A profile needs a name.').max(100),
  baseUrl: z
    .string()
    .trim()
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, 'The base URL must be an http:// or https:// address, e.g. https://mdm.example.com'),
  kind: z.enum(PROFILE_KINDS),
  dialect: z.enum(DIALECT_CHOICES).default('auto'),
  /**
   * PEM of a CA to trust for this server (on-premises certificates). A string sets it, null
   * removes it, and an omitted value keeps what is stored (the renderer never sees the PEM,
   * so editing a profile's name must not drop its CA).
   */
  caCertificatePem: z.string().max(200_000).nullable().optional(),
  /**
   * The user's explicit consent that the token travels in clear text: needed for an
   * http:// address of another machine (sendsTokenInClear), ignored otherwise.
   */
  allowInsecureHttp: z.boolean().optional(),
  /**
   * The organization's password policy (the reference `PasswordPolicy` fields), entered once;
   * the offline checks use it where the server does not answer a read of its own. A policy
   * sets it, null removes it, omitted keeps the stored one.
   */
  passwordPolicy: PasswordPolicyInput.nullable().optional(),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

/** What the renderer may see of a profile: never the token, only a masked hint. */
export interface ProfileView {
  id: string;
  name: string;
  baseUrl: string;
  kind: ProfileKind;
  dialect: DialectChoice;
  /** What `auto` found to work, remembered per profile. */
  learnedDialect: 'spec' | 'management' | null;
  hasCaCertificate: boolean;
  /** `…a1b2`, or null when no token is stored. */
  tokenHint: string | null;
  /** Created by "Explore with the demo server". */
  demo: boolean;
  /** The user accepted that the token travels in clear text to this http:// server. */
  allowInsecureHttp: boolean;
  /** The organization's password policy as entered for this profile; null or absent: none. */
  passwordPolicy?: PasswordPolicyInput | null;
  /**
   * Set by the machine-wide policy (docs/policy.md): its name, base URL, kind, organization and
   * CA are locked, and it cannot be removed; the user adds the token. Absent: false.
   */
  preset?: boolean;
}

/** What the machine-wide policy lets the user do with connections (all true without a policy). */
export interface ProfileRules {
  /** Whether the user may add, edit and remove connections of their own besides the preset ones. */
  userConnections: boolean;
  /** Whether the built-in demo server is offered. */
  demoServer: boolean;
  /** The policy file that decided, for the lock's tooltip; null when no policy applies. */
  policyFile: string | null;
}

export interface ProfilesState {
  profiles: ProfileView[];
  activeId: string | null;
  /** Absent from an older core: everything allowed. */
  rules?: ProfileRules;
}

export interface ConnectionCheck {
  ok: boolean;
  /** One sentence: what works, or what is wrong and what to do. */
  summary: string;
  steps: { label: string; ok: boolean; message: string }[];
  dialect: 'spec' | 'management' | null;
  durationMs: number;
}

/** How tokens are kept on this machine. */
export interface SecretStoreStatus {
  backend: string;
  /** False when tokens would be kept in a form other users or programs could read. */
  secure: boolean;
  /** True when saving a token needs the user's explicit consent to weaker storage. */
  needsConsent: boolean;
  explanation: string;
}
