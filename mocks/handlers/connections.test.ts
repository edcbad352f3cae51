import { describe, expect, it } from 'vitest';
import { getDb } from '../db';
import { AWKWARD_CONNECTION_IDS } from '../data/compliance/connections';

const base = 'http://localhost/mock-api';
const get = (path: string, token = 'mock-token:5001') => fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
const json = async (path: string, token?: string) => (await get(path, token)).json();

describe('mock platform: buyer connections, connection-detailslist, policies, projects (spec 03 §7)', () => {
  it('answers the same connections for the same supplier, each with grouping, unit, container, goal and policy', async () => {
    const first = await json(`/supplyChain/connections/buyerconnections/${AWKWARD_CONNECTION_IDS.manyConnections}`);
    const again = await json(`/supplyChain/connections/buyerconnections/${AWKWARD_CONNECTION_IDS.manyConnections}`);
    expect(again).toEqual(first);
    expect(first.connections.length).toBeGreaterThan(6);
    // Both of spec 03 §3's field sets: the connection item variant and the buyer connection.
    expect(Object.keys(first.connections[0]).sort()).toEqual([
      'compliancePolicyId', 'connectionId', 'connectionName', 'containerName', 'goalId', 'groupingId', 'groupingName', 'groupingType',
      'isVerified', 'orgUnitName', 'organisation', 'policyName', 'type',
    ]);
    for (const c of first.connections) {
      expect([c.connectionId, c.connectionName, c.type]).toEqual([c.groupingId, c.groupingName, c.groupingType]);
      expect(c.organisation).toBe('Northbridge Construction Group');
      if (c.compliancePolicyId === null) expect(c.policyName).toBeNull();
    }
    expect(first.connections.find((c: { groupingId: number }) => c.groupingId === 9101).policyName).toBe('Station works: principal contractor');
    expect(first.connections.some((c: { compliancePolicyId: number | null }) => c.compliancePolicyId === null)).toBe(true);
    expect((await json(`/supplyChain/connections/buyerconnections/${AWKWARD_CONNECTION_IDS.noConnections}`)).connections).toEqual([]);
    expect((await get('/supplyChain/connections/buyerconnections/99')).status).toBe(404);
  });

  it('a supplier a buyer adds to a segment is connected through it (the segment tables persist)', async () => {
    const id = AWKWARD_CONNECTION_IDS.noConnections;
    getDb().addedMembers.push({ segmentId: 4002, entityId: id, stageId: 7004, status: 'Approved' });
    const { connections } = await json(`/supplyChain/connections/buyerconnections/${id}`);
    expect(connections.map((c: { groupingId: number; groupingType: string }) => [c.groupingId, c.groupingType])).toEqual([[4002, 'Project']]);
  });

  it('connection-detailslist lists the goal’s rows then the policy’s, and needs one of the two', async () => {
    const id = AWKWARD_CONNECTION_IDS.projectWithoutPolicy;
    const goal = (await json(`/compliance/${id}/connection-detailslist?goalId=101`)).items;
    const policy = (await json(`/compliance/${id}/connection-detailslist?compliancePolicyId=1`)).items;
    const both = (await json(`/compliance/${id}/connection-detailslist?goalId=101&compliancePolicyId=1`)).items;
    expect(both).toEqual([...goal, ...policy]);
    expect(policy.map((r: { requirementId: number }) => r.requirementId)).toEqual([1, 2]);
    // The awkward supplier misses the maturity target on a plainly met requirement with an odd id.
    const all = [...goal, ...policy] as { requirementId: number; isRequirementCompliant: boolean; isRequirementAndMaturityCompliant: boolean | null }[];
    expect(all.filter((r) => r.isRequirementCompliant && r.requirementId % 2 === 1).every((r) => r.isRequirementAndMaturityCompliant === false)).toBe(true);
    expect((await get(`/compliance/${id}/connection-detailslist`)).status).toBe(400);
    expect((await get(`/compliance/${id}/connection-detailslist?goalId=abc`)).status).toBe(400);
  });

  it('policy by id needs sourceName Segment or Project; an unknown policy is 404', async () => {
    expect((await json('/policy/policy/601?sourceName=Project')).policyGoals.length).toBeGreaterThan(0);
    expect((await json('/policy/policy/5?sourceName=Segment')).name).toBe('Higher-risk buildings (Building Safety Act)');
    expect((await get('/policy/policy/5')).status).toBe(400);
    expect((await get('/policy/policy/5?sourceName=Grouping')).status).toBe(400);
    expect((await get('/policy/policy/604?sourceName=Project')).status).toBe(404);
  });

  it('entity-policy-status answers 0, 1 or 2; a policy with no requirements is not compliant', async () => {
    const { compliancePolicyStatus } = await json(`/policy/entity-policy-status/policy/1/entity/${AWKWARD_CONNECTION_IDS.manyConnections}`);
    expect([0, 1, 2]).toContain(compliancePolicyStatus);
    expect((await json(`/policy/entity-policy-status/policy/603/entity/${AWKWARD_CONNECTION_IDS.manyConnections}`)).compliancePolicyStatus).toBe(0);
    expect((await get(`/policy/entity-policy-status/policy/604/entity/${AWKWARD_CONNECTION_IDS.manyConnections}`)).status).toBe(404);
  });

  it('projects: stand-alone ones (some without complianceId) and Project segments', async () => {
    expect(await json('/projects/api/v1/projects/9102')).toEqual({ name: 'Wakefield Eastern Relief Road', complianceId: null });
    expect(await json('/projects/api/v1/projects/9101')).toEqual({ name: 'Leeds Station Southern Entrance', complianceId: 601 });
    expect(await json('/projects/api/v1/projects/4002')).toEqual({ name: 'M62 Junction 24 improvement', complianceId: 2 });
    // A segment of another type is not a project.
    expect((await get('/projects/api/v1/projects/4001')).status).toBe(404);
  });
});

describe('organisation boundaries: only the caller organisation’s connections and projects', () => {
  const OTHER_ORGANISATION = 'mock-token:5101';

  it('another organisation’s project (stand-alone or a Project segment) is a 404, as an unknown one', async () => {
    for (const id of [9101, 9102, 4002]) {
      const response = await get(`/projects/api/v1/projects/${id}`, OTHER_ORGANISATION);
      expect(response.status).toBe(404);
    }
    expect((await get('/projects/api/v1/projects/abc')).status).toBe(404);
  });

  it('a project segment of the other organisation is its own and not ours', async () => {
    getDb().createdSegments.push({
      id: 4999, name: 'Harbour quay project', supplyChainId: 3004, orgUnitAccountId: 2004, listGroupingTypeId: 2, compliancePolicyId: 1,
      goalName: null, isVisibleToSuppliers: true, stages: [{ id: 7999, name: 'Invited' }], currentStageId: 7999,
    });
    expect(await json('/projects/api/v1/projects/4999', OTHER_ORGANISATION)).toEqual({ name: 'Harbour quay project', complianceId: 1 });
    expect((await get('/projects/api/v1/projects/4999')).status).toBe(404);
  });

  it('buyer connections list the caller organisation’s units only', async () => {
    const id = AWKWARD_CONNECTION_IDS.manyConnections;
    const ours = (await json(`/supplyChain/connections/buyerconnections/${id}`)).connections as { orgUnitName: string }[];
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.every((c) => c.orgUnitName.startsWith('Northbridge'))).toBe(true);
    // The other organisation connects the same supplier through one of its segments.
    const [segment] = await json('/supplyChain/supplychain/2004/organisationunitsegments', OTHER_ORGANISATION);
    getDb().addedMembers.push({ segmentId: segment.id, entityId: id, stageId: segment.currentStageId, status: 'Approved' });
    const theirs = (await json(`/supplyChain/connections/buyerconnections/${id}`, OTHER_ORGANISATION)).connections as { groupingId: number; orgUnitName: string }[];
    expect(theirs.map((c) => c.groupingId)).toContain(segment.id);
    expect(theirs.every((c) => c.orgUnitName.startsWith('Harbour'))).toBe(true);
    const oursAfter = (await json(`/supplyChain/connections/buyerconnections/${id}`)).connections as { groupingId: number }[];
    expect(oursAfter.map((c) => c.groupingId)).not.toContain(segment.id);
  });

  it('connections, their requirement rows and policies need nothing beyond access', async () => {
    const bare = 'mock-token:5001;without=supplychain:access,suppliersourcing:view-compliance-answers,suppliersourcing:view-connection-answers';
    const id = AWKWARD_CONNECTION_IDS.manyConnections;
    for (const path of [
      `/supplyChain/connections/buyerconnections/${id}`,
      `/compliance/${id}/connection-detailslist?goalId=101`,
      '/policy/policy/601?sourceName=Project',
      `/policy/entity-policy-status/policy/1/entity/${id}`,
      '/projects/api/v1/projects/9101',
    ]) {
      expect((await get(path, bare)).status, path).toBe(200);
      expect((await get(path, 'mock-token:5006')).status, path).toBe(403);
    }
  });

  it('a bad goal id is a 400 naming it', async () => {
    const response = await get(`/compliance/${AWKWARD_CONNECTION_IDS.manyConnections}/connection-detailslist?goalId=1.5`);
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('goalId');
  });
});
