import { describe, expect, it } from 'vitest';
import { employeeBodySchema, ZTechnicianBody } from '@servicebay/domain';
import { employeeBodyOf, newEmployee } from './employee-form';
import { newTechnician, technicianBodyOf } from './technician-form';

describe('the employee form', () => {
  it("sends empty fields as none and is judged by the market's schema", () => {
    const values = { ...newEmployee(), name: 'Ravi', employeeCode: 'E-1', mobileNumber: '9845012345' };
    expect(employeeBodyOf(values)).toMatchObject({ email: null, nationalId: null, licenceExpiry: null, staffId: null });
    expect(employeeBodySchema('+91').safeParse(employeeBodyOf(values)).success).toBe(true);
    expect(employeeBodySchema('+91').safeParse(employeeBodyOf({ ...values, nationalId: '1234' })).error?.issues[0]?.message).toBe('people.aadhaarInvalid');
  });
});

describe('the technician form', () => {
  it('needs a gender and a grade chosen', () => {
    const values = { ...newTechnician(), firstName: 'Asha' };
    const paths = ZTechnicianBody.safeParse(technicianBodyOf(values)).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['gender', 'grade']));
    expect(ZTechnicianBody.safeParse(technicianBodyOf({ ...values, gender: 'Female', grade: 'operator' })).success).toBe(true);
  });
});
