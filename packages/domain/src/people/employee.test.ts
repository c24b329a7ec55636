import { describe, expect, it } from 'vitest';
import { employeeBodySchema, employeeCodeKey } from './employee';
import { technicianName, ZTechnicianBody } from './technician';

const body = { name: 'Ravi Kumar', employeeCode: 'EMP-7', employeeType: 'permanent', mobileNumber: '98450 12345' };
const firstIssue = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) => result.error?.issues[0];

describe('an employee as the form sends it', () => {
  it("reads the mobile and national id by the workshop's market", () => {
    expect(employeeBodySchema('+91').parse({ ...body, nationalId: '2341 2341 2346' })).toMatchObject({
      mobileNumber: '9845012345',
      nationalId: '234123412346',
      staffId: null,
      licenceNumber: null,
    });
    expect(firstIssue(employeeBodySchema('+91').safeParse({ ...body, nationalId: '234123412347' }))).toMatchObject({
      message: 'people.aadhaarInvalid',
      path: ['nationalId'],
    });
    expect(firstIssue(employeeBodySchema('+971').safeParse({ ...body, mobileNumber: '501234567', nationalId: '784-1968-6570305-1' }))).toMatchObject({
      message: 'people.emiratesIdInvalid',
    });
    expect(firstIssue(employeeBodySchema('+966').safeParse({ ...body, mobileNumber: '12' }))).toMatchObject({ message: 'workshopField.mobileInvalid' });
  });

  it('needs a name, an employee ID and a type; a licence number needs its expiry', () => {
    expect(firstIssue(employeeBodySchema('+91').safeParse({ ...body, name: ' ' }))).toMatchObject({ message: 'workshopField.required' });
    expect(firstIssue(employeeBodySchema('+91').safeParse({ ...body, employeeCode: 'EMP 7 !' }))).toMatchObject({ message: 'people.employeeCodeInvalid' });
    expect(firstIssue(employeeBodySchema('+91').safeParse({ ...body, employeeType: 'boss' }))).toMatchObject({ message: 'workshopField.required' });
    expect(firstIssue(employeeBodySchema('+91').safeParse({ ...body, licenceNumber: 'KA01' }))).toMatchObject({ message: 'people.licenceExpiryRequired' });
  });

  it('compares employee IDs without case or spaces', () => {
    expect(employeeCodeKey(' emp-7 ')).toBe(employeeCodeKey('EMP-7'));
  });
});

describe('a technician as the form sends it', () => {
  it('needs a first name, gender and grade, and is shown by the names given', () => {
    const technician = ZTechnicianBody.parse({ firstName: 'Asha', lastName: 'Rao', gender: 'Female', grade: 'upperTech' });
    expect(technician).toMatchObject({ secondName: null, staffId: null });
    expect(technicianName(technician)).toBe('Asha Rao');
    expect(firstIssue(ZTechnicianBody.safeParse({ firstName: 'Asha', gender: 'Female', grade: 'boss' }))).toMatchObject({ path: ['grade'] });
  });
});
