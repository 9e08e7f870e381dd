import { Admin, Datagrid, Edit, List, Resource, SimpleForm, TextField, TextInput } from 'react-admin';
import { dataProvider } from './data-provider';
import { FIELDS } from './fields';

const PostList = () => (
  <List>
    <Datagrid rowClick="edit">
      <TextField source="id" />
      <TextField source="field01" />
      <TextField source="field02" />
    </Datagrid>
  </List>
);

const PostEdit = () => (
  <Edit>
    <SimpleForm>
      {FIELDS.map((name) => (
        <TextInput key={name} source={name} />
      ))}
    </SimpleForm>
  </Edit>
);

export const App = () => (
  <Admin dataProvider={dataProvider}>
    <Resource name="posts" list={PostList} edit={PostEdit} />
  </Admin>
);
