package spec

// RegistryMax is the most live records a registry of MCPL references keeps
// under the suite (SPEC 12 eviction): past it the oldest is evicted first.
const RegistryMax = 2000
