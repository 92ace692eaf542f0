package hostcmd

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// withheld are the variables a host never gets unless the runner is asked
// to pass them (subprocess.Options.PassEnv, rfc005 run --host-env): the credentials a CI system gives a job, and the files
// through which a GitHub Actions step sets the job's environment,
// outputs, PATH, state and summary. The list is explicit, name by name:
// no pattern, so that nothing a host needs to run (PATH, HOME, a
// toolchain's variables) is ever withheld by accident.
var withheld = []string{
	// GitHub Actions: the job's token (when a workflow puts it in the
	// environment), the runner's service tokens and URLs, the OIDC token
	// request, and the step's command files.
	"GITHUB_TOKEN",
	"ACTIONS_RUNTIME_TOKEN",
	"ACTIONS_RUNTIME_URL",
	"ACTIONS_ID_TOKEN_REQUEST_TOKEN",
	"ACTIONS_ID_TOKEN_REQUEST_URL",
	"ACTIONS_CACHE_URL",
	"ACTIONS_RESULTS_URL",
	"GITHUB_ENV",
	"GITHUB_OUTPUT",
	"GITHUB_PATH",
	"GITHUB_STATE",
	"GITHUB_STEP_SUMMARY",
	// GitLab CI/CD: the job token, the URL that embeds it, its JSON web
	// tokens, and the registry, dependency proxy and deploy passwords.
	"CI_JOB_TOKEN",
	"CI_REPOSITORY_URL",
	"CI_JOB_JWT",
	"CI_JOB_JWT_V1",
	"CI_JOB_JWT_V2",
	"CI_REGISTRY_PASSWORD",
	"CI_DEPENDENCY_PROXY_PASSWORD",
	"CI_DEPLOY_PASSWORD",
	// Azure Pipelines: the job's access token, when a pipeline maps it.
	"SYSTEM_ACCESSTOKEN",
	// Bitbucket Pipelines, CircleCI, Buildkite: the OIDC and agent tokens.
	"BITBUCKET_STEP_OIDC_TOKEN",
	"CIRCLE_OIDC_TOKEN",
	"CIRCLE_OIDC_TOKEN_V2",
	"BUILDKITE_AGENT_ACCESS_TOKEN",
}

// Withheld returns the names of the variables a host is not given unless
// subprocess.Options.PassEnv names them, in a fresh slice: rfc005 run
// --host-env takes only these names, and adapters/PROTOCOL.md lists them.
func Withheld() []string { return slices.Clone(withheld) }

// Env returns the environment a host starts with: env, or the
// runner's own when env is nil (with PWD set to dir, as os/exec sets it
// for a command given no environment), without the withheld variables
// pass does not name.
func Env(env []string, dir string, pass []string) []string {
	if env == nil {
		env = os.Environ()
		if dir != "" {
			if abs, err := filepath.Abs(dir); err == nil {
				env = append(env, "PWD="+abs)
			}
		}
	}
	out := make([]string, 0, len(env))
	for _, kv := range env {
		name, _, _ := strings.Cut(kv, "=")
		if slices.Contains(withheld, name) && !slices.Contains(pass, name) {
			continue
		}
		out = append(out, kv)
	}
	return out
}
