import fp from 'fastify-plugin';
import { DATA_TYPES, type DataTypeName } from '../../shared/data-types';
import { LANGUAGE_IDS } from '../../shared/languages';
import { allows, effectiveRole, ROLES, type Action } from '../../shared/roles';
import { Errors } from '../errors';
import { isProtectedCall } from '../auth/protected-call';
import { roleKey, type RoleMap } from '../access/role-map';

/** A refusal of `authorize`, carried by its 403 answer: the action, the data type and the language (null: any). */
export interface Refused {
  action: Action;
  dataType: DataTypeName;
  languageId: number | null;
}

export interface AccessRule {
  dataType: DataTypeName;
  action: Action;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The data type and action a call is checked against (spec section 6 tables, dispatcher table). */
    access?: AccessRule;
    /** A call about the signed-in user themself (sign-out): needs a token, no role. */
    self?: boolean;
  }
  interface FastifyRequest {
    /**
     * Refuses with 403 unless the user holds the route's role for the data type
     * in that language. `null` means a record without a language: a role in any
     * language will do. Every non-public /api call must call this (or
     * authorizeLookup) before it answers.
     */
    authorize(languageId: number | null, rule?: Partial<AccessRule>): Promise<void>;
    /** Choice lists used across screens: any role other than none in that language. */
    authorizeLookup(languageId: number): Promise<void>;
    /** The languages in which the user holds the role; for lists across languages. */
    allowedLanguages(rule?: Partial<AccessRule>): Promise<number[]>;
    accessChecked: boolean;
  }
}

export default fp(
  async (app) => {
    // The roles come with the session (plugins/auth.ts): one query per request for both.
    const rolesOf = async (req: { roles: RoleMap | null }): Promise<RoleMap> => {
      if (!req.roles) throw new Error('roles asked for a request without a signed-in user');
      return req.roles;
    };

    function ruleOf(req: { routeOptions: { config: { access?: AccessRule } } }, override?: Partial<AccessRule>): AccessRule {
      const rule = { ...req.routeOptions.config.access, ...override } as AccessRule;
      if (!rule.dataType || !rule.action) throw new Error('route has no access rule: set config.access');
      return rule;
    }

    // Checked once at start: a call under /api without a schema or an access rule is a mistake, not an open door.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      const config = (route.config ?? {}) as { public?: boolean; self?: boolean; access?: AccessRule };
      const where = `${route.method} ${route.url}`;
      if (!config.public && !config.self && !config.access) throw new Error(`${where} has no config.access rule (or config.public / config.self)`);
      if (!route.schema) throw new Error(`${where} has no schema`);
    });

    app.decorateRequest('accessChecked', false);
    app.decorateRequest('allowedLanguages', async function (override) {
      const { dataType, action } = ruleOf(this, override);
      if (this.user?.isAdministrator) return [...LANGUAGE_IDS];
      const roles = await rolesOf(this);
      return LANGUAGE_IDS.filter((lang) => allows(effectiveRole(roles.get(roleKey(lang, DATA_TYPES[dataType])) ?? []), action));
    });
    app.decorateRequest('authorize', async function (languageId, override) {
      const rule = ruleOf(this, override);
      const allowed = await this.allowedLanguages(rule);
      const ok = languageId === null ? allowed.length > 0 : allowed.includes(languageId);
      if (!ok) {
        const where = languageId === null ? 'in any language' : `in language ${languageId}`;
        // What was refused, as data: a screen says it in its own words ("You do not have access to this review in Spanish").
        const refused: Refused = { action: rule.action, dataType: rule.dataType, languageId };
        throw Object.assign(new Errors.Forbidden(`You may not ${rule.action} ${rule.dataType} ${where}`), { refused });
      }
      this.accessChecked = true;
    });
    app.decorateRequest('authorizeLookup', async function (languageId) {
      if (!this.user?.isAdministrator) {
        const roles = await rolesOf(this);
        const any = [...roles].some(([k, ids]) => k.startsWith(`${languageId}:`) && effectiveRole(ids) !== ROLES.none);
        if (!any) throw new Errors.Forbidden(`You have no access to language ${languageId}`);
      }
      this.accessChecked = true;
    });

    // A safety net: a protected call that answered without checking permissions is a bug, never a pass.
    app.addHook('onSend', (req, reply, payload, done) => {
      if (isProtectedCall(req) && reply.statusCode < 400 && !req.accessChecked) {
        req.log.error({ route: req.routeOptions.url }, 'answered without a permission check');
        return done(new Error(`${req.method} ${req.routeOptions.url} answered without a permission check`));
      }
      done(null, payload);
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
