/** What core's log says on its own: the first lines of every run, then job phases and notices as they happen. */
import type { AppInfo, Notice } from '../../../shared/ipc';
import type { JobRecord } from '../../../shared/models/job';
import type { PolicyProxy, PolicyState } from '../../../shared/policy';
import type { EventBus } from '../events';
import type { Logger } from './logger';

/** The first lines of every run: what runs, and under which policy and proxy. */
export function logStart(log: Logger, info: AppInfo, policy: PolicyState, proxy: PolicyProxy | null): void {
  const versions = Object.entries(info.versions)
    .filter(([, version]) => version !== '')
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
  log.info(`start: ${info.name} ${info.version}, ${info.shell} shell, ${info.platform} (${versions})`);
  if (policy.file === null) log.info('policy: none given');
  else if (!policy.found) log.info(`policy: no file at ${policy.file}; the defaults apply`);
  else {
    const p = policy.policy;
    log.info(
      `policy: ${policy.file}: ${p.connections.length} preset connection(s), user connections ${p.allowUserConnections ? 'allowed' : 'off'}, demo server ${p.offerDemoServer ? 'offered' : 'off'}, updates ${p.updates === 'off' ? 'off' : `${p.updates.channel} from ${p.updates.url}`}${p.defaultLanguage ? `, language ${p.defaultLanguage}` : ''}`,
    );
  }
  for (const problem of policy.problems) {
    log.warn(
      `policy problem at ${problem.path}: ${problem.code} ${JSON.stringify(problem.params)} (the default applies)`,
    );
  }
  if (proxy) log.info(`proxy: ${proxy.url}${proxy.bypass.length > 0 ? ` (bypass: ${proxy.bypass.join(', ')})` : ''}`);
}

/** Job phases and notices, as they happen, into the log. */
export function followEvents(events: EventBus, log: Logger): void {
  const phases = new Map<string, string>();
  events.subscribe((event, payload) => {
    if (event === 'jobs.updated') {
      const job = payload as JobRecord;
      if (phases.get(job.id) === job.phase) return;
      phases.set(job.id, job.phase);
      const { total, success, skipped, failure } = job.counts;
      const problem = job.error
        ? `; ${job.error.code}${job.error.details ? ` ${JSON.stringify(job.error.details)}` : ''}`
        : job.serverError
          ? `; server: ${job.serverError}`
          : '';
      log.info(
        `job ${job.id} ${job.phase} (server job ${job.serverJobUuid ?? 'none yet'}, ${job.profileName}; ${success} imported, ${skipped} skipped, ${failure} failed of ${total ?? '?'}${problem})`,
      );
    } else if (event === 'app.notice') {
      // A developer's line: the notice's code and parameters, not a sentence (the shells word it).
      const notice = payload as Notice;
      (notice.level === 'error' ? log.error : notice.level === 'warning' ? log.warn : log.info)(
        `notice: ${notice.code}${notice.params ? ` ${JSON.stringify(notice.params)}` : ''}`,
      );
    }
  });
}
