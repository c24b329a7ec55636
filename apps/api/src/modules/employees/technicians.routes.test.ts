import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEstimate, TJobCard, TLineTechnicians, TMyWork, TStaffSession, TTechnician } from '@servicebay/domain';
import { dataOf, errorOf, indianPlate, labour, pads, walkInWith } from '../../../test/billing-factories';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { multipart, PDF, PNG } from '../../../test/garage-factories';
import { peopleAt } from '../../../test/people-factories';
import { asStaff, demoStaff, staffWithRole } from '../../../test/staff-factories';

let t: TestApp;
let owner: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, 'servicebay', 'owner');
});
afterAll(() => t.close());

const picture = (file = PNG) => multipart([{ name: 'file', file, filename: 'face.png', type: 'image/png' }]);

describe('technicians (issue 29 part 2)', () => {
  it('adds one with a grade and a picture; a linked account must be a technician of the workshop, linked once', async () => {
    const desk = peopleAt(t.app, 'servicebay', owner);
    const technician = await desk.technician({ secondName: 'K', grade: 'operator', licenceNumber: 'KA01 2020', licenceExpiry: '2030-01-31' });
    expect(technician).toMatchObject({ grade: 'operator', pictureUrl: null, licence: { standing: 'valid' } });
    expect(technician.name).toMatch(/^Asha K Rao/);

    const withPicture = dataOf<TTechnician>(await desk.call('POST', `/technicians/${technician.technicianId}/picture`, picture()));
    expect(withPicture.pictureUrl).toContain('/technicians/');
    const opened = await t.app.inject({ method: 'GET', url: withPicture.pictureUrl!, headers: { host: 'servicebay.localhost:3000' } });
    expect(opened.statusCode).toBe(200);
    const desk2 = asStaff(t.app, 'servicebay', owner);
    const refused = await desk2({
      method: 'POST',
      url: `/api/staff/workshops/${desk.workshopId}/technicians/${technician.technicianId}/picture`,
      payload: picture(PDF),
    });
    expect(errorOf(refused).code).toBe('upload/unsupported-type');

    const { member: advisor } = await staffWithRole(t.app, 'servicebay', 'serviceAdvisor', desk.workshopId);
    expect(errorOf(await desk.call('POST', '/technicians', { firstName: 'Bad', gender: 'Male', grade: 'courtesy', staffId: advisor.staffId })).code).toBe(
      'people/not-a-technician',
    );
    const { member } = await staffWithRole(t.app, 'servicebay', 'technician', desk.workshopId, { technicianKind: 'upperTech' });
    await desk.technician({ staffId: member.staffId });
    const again = await desk.call('POST', '/technicians', { firstName: 'Twice', gender: 'Male', grade: 'courtesy', staffId: member.staffId });
    expect(errorOf(again)).toMatchObject({ code: 'people/user-mapped', message: 'user already mapped to another employee ID' });
  });

  it("is assigned to a job card's labour line (not a part line) and sees the card and line in their own work", async () => {
    const desk = peopleAt(t.app, 'servicebay', owner);
    const { member, session } = await staffWithRole(t.app, 'servicebay', 'technician', desk.workshopId, { technicianKind: 'lowerTech' });
    const technician = await desk.technician({ staffId: member.staffId, grade: 'lowerTech' });
    const job = await walkInWith(t.app, { brand: 'servicebay', session: owner, lines: [pads, labour], plate: indianPlate() });
    const lines = dataOf<TEstimate>(await job.call('GET', '/estimate')).lines;
    const labourLine = lines.find((line) => line.kind === 'labour')!;
    const partLine = lines.find((line) => line.kind === 'part')!;

    const assigned = dataOf<TLineTechnicians>(await job.call('PUT', `/lines/${labourLine.lineId}/technician`, { technicianId: technician.technicianId }));
    expect(assigned).toEqual([{ lineId: labourLine.lineId, technicianId: technician.technicianId, name: technician.name }]);
    expect(errorOf(await job.call('PUT', `/lines/${partLine.lineId}/technician`, { technicianId: technician.technicianId })).code).toBe('people/not-labour');
    expect(dataOf<TLineTechnicians>(await job.call('GET', '/labour-technicians'))).toHaveLength(1);

    const myWork = async (as: TStaffSession) =>
      dataOf<TMyWork>(await asStaff(t.app, 'servicebay', as)({ method: 'GET', url: `/api/staff/workshops/${desk.workshopId}/my-work` }));
    const work = await myWork(session);
    expect(work.technician).toMatchObject({ technicianId: technician.technicianId, grade: 'lowerTech' });
    expect(work.jobCards).toEqual([
      expect.objectContaining({ jobCardId: job.card.jobCardId, lines: [expect.objectContaining({ lineId: labourLine.lineId })] }),
    ]);

    // The job card's own technicians (staff accounts) keep working, and bring the card to the technician too.
    const { member: other, session: otherSession } = await staffWithRole(t.app, 'servicebay', 'technician', desk.workshopId);
    const changed = dataOf<TJobCard>(await job.call('PATCH', '', { technicianIds: [other.staffId] }));
    expect(changed.technicians.map((person) => person.staffId)).toEqual([other.staffId]);
    expect((await myWork(otherSession)).jobCards.map((card) => card.jobCardId)).toEqual([job.card.jobCardId]);

    // Unassigned: the line leaves the technician's work.
    await job.call('PUT', `/lines/${labourLine.lineId}/technician`, { technicianId: null });
    expect((await myWork(session)).jobCards).toEqual([]);
  });

  it("another workshop's technician cannot be given a line, nor another brand read the list", async () => {
    const desk = peopleAt(t.app, 'servicebay', owner);
    const second = owner.staff.workshops[1];
    const job = await walkInWith(t.app, { brand: 'servicebay', session: owner, lines: [labour], plate: indianPlate() });
    const lineId = dataOf<TEstimate>(await job.call('GET', '/estimate')).lines[0]!.lineId;
    if (second) {
      const there = await peopleAt(t.app, 'servicebay', owner, second.workshopId).technician();
      expect((await job.call('PUT', `/lines/${lineId}/technician`, { technicianId: there.technicianId })).statusCode).toBe(404);
    }
    const url = `/api/staff/workshops/${desk.workshopId}/technicians`;
    expect((await onBrand(t.app, 'deccan', owner.accessToken)({ method: 'GET', url })).statusCode).toBe(401);
    const { session: cashier } = await staffWithRole(t.app, 'servicebay', 'cashier', desk.workshopId);
    expect((await asStaff(t.app, 'servicebay', cashier)({ method: 'GET', url })).statusCode).toBe(403);
  });
});
